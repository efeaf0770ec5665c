/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AuthProvider {\n  authProvider {\n    name\n  }\n}": typeof types.AuthProviderDocument,
    "query Me {\n  me {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n  }\n}": typeof types.MeDocument,
    "query BlogPost($slug: String!, $language: Language!) {\n  post(slug: $slug, language: $language) {\n    id\n    slug\n    status\n    title\n    summary\n    body\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}": typeof types.BlogPostDocument,
    "query BlogPosts($language: Language!) {\n  posts(language: $language) {\n    id\n    slug\n    title\n    summary\n    coverImage {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}": typeof types.BlogPostsDocument,
    "query EditorPosts {\n  posts(includeDrafts: true) {\n    id\n    slug\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    titles {\n      en\n      km\n    }\n    summaries {\n      en\n      km\n    }\n    bodies {\n      en\n      km\n    }\n  }\n}": typeof types.EditorPostsDocument,
    "query FeedPosts($language: Language!) {\n  posts(language: $language) {\n    id\n    slug\n    title\n    summary\n    body\n    images {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}": typeof types.FeedPostsDocument,
    "query PostRevisions($id: ID!) {\n  postRevisions(id: $id) {\n    revision\n    savedAt\n    savedBy\n    titles {\n      en\n      km\n    }\n  }\n}": typeof types.PostRevisionsDocument,
    "mutation PublishPost($id: ID!, $at: DateTimeISO) {\n  publishPost(id: $id, at: $at) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}": typeof types.PublishPostDocument,
    "mutation SavePost($id: ID, $input: PostInput!, $expectedRevision: Int) {\n  savePost(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    id\n    slug\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    titles {\n      en\n      km\n    }\n    summaries {\n      en\n      km\n    }\n    bodies {\n      en\n      km\n    }\n  }\n}": typeof types.SavePostDocument,
    "mutation UnpublishPost($id: ID!) {\n  unpublishPost(id: $id) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}": typeof types.UnpublishPostDocument,
    "query Availability($date: String!, $timezone: String!, $duration: Int, $token: String) {\n  availability(\n    date: $date\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    timeSlots\n  }\n}": typeof types.AvailabilityDocument,
    "query BookableDays($month: String!, $timezone: String!, $duration: Int, $token: String) {\n  bookableDays(\n    month: $month\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    days\n  }\n}": typeof types.BookableDaysDocument,
    "mutation CancelBookingByLink($token: String!) {\n  cancelBookingByLink(token: $token) {\n    message\n  }\n}": typeof types.CancelBookingByLinkDocument,
    "mutation CreateBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n      meeting\n      meetingUrl\n    }\n    calendarUrl\n    manageUrl\n  }\n}": typeof types.CreateBookingDocument,
    "query ManagedBooking($token: String!) {\n  managedBooking(token: $token) {\n    status\n    startsAt\n    endsAt\n    service\n    duration\n    meeting\n    meetingUrl\n    changeable\n    noticeHours\n    calendarUrl\n  }\n}": typeof types.ManagedBookingDocument,
    "mutation RescheduleBooking($input: RescheduleInput!) {\n  rescheduleBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n      meeting\n      meetingUrl\n    }\n    calendarUrl\n    manageUrl\n  }\n}": typeof types.RescheduleBookingDocument,
    "mutation AddCalendar($input: CalendarInput!) {\n  addCalendar(input: $input) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}": typeof types.AddCalendarDocument,
    "query Calendars {\n  calendars {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}": typeof types.CalendarsDocument,
    "mutation RemoveCalendar($id: ID!) {\n  removeCalendar(id: $id) {\n    message\n  }\n}": typeof types.RemoveCalendarDocument,
    "mutation TestCalendar($id: ID!) {\n  testCalendar(id: $id) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}": typeof types.TestCalendarDocument,
    "mutation UpdateCalendar($id: ID!, $input: CalendarInput!) {\n  updateCalendar(id: $id, input: $input) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}": typeof types.UpdateCalendarDocument,
    "subscription Chat($input: ChatInput!) {\n  chat(input: $input) {\n    text\n    handoff\n    session\n    choices\n    manageUrl\n  }\n}": typeof types.ChatDocument,
    "query Conversation($session: String!) {\n  conversation(session: $session) {\n    id\n    session\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}": typeof types.ConversationDocument,
    "subscription ConversationMessages($session: String!) {\n  conversationMessages(session: $session) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}": typeof types.ConversationMessagesDocument,
    "mutation SendConversationMessage($input: ConversationMessageInput!) {\n  sendConversationMessage(input: $input) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}": typeof types.SendConversationMessageDocument,
    "mutation StartConversation($input: StartConversationInput!) {\n  startConversation(input: $input) {\n    id\n    session\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}": typeof types.StartConversationDocument,
    "mutation SubmitChatLead($input: ChatLeadInput!) {\n  submitChatLead(input: $input) {\n    message\n  }\n}": typeof types.SubmitChatLeadDocument,
    "mutation AddClosure($input: ClosureInput!) {\n  addClosure(input: $input) {\n    id\n    from\n    to\n    reasonEn\n    reasonKm\n    source\n    createdAt\n    createdBy\n    bookings {\n      id\n      name\n      service\n      startsAt\n      endsAt\n      timezone\n    }\n  }\n}": typeof types.AddClosureDocument,
    "query Closures {\n  closures {\n    id\n    from\n    to\n    reasonEn\n    reasonKm\n    source\n    createdAt\n    createdBy\n    bookings {\n      id\n      name\n      service\n      startsAt\n      endsAt\n      timezone\n    }\n  }\n}": typeof types.ClosuresDocument,
    "mutation RemoveClosure($id: ID!) {\n  removeClosure(id: $id) {\n    message\n  }\n}": typeof types.RemoveClosureDocument,
    "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}": typeof types.SubmitContactDocument,
    "subscription ConversationChanges {\n  conversationChanges {\n    conversationId\n  }\n}": typeof types.ConversationChangesDocument,
    "query ConversationThread($id: ID!) {\n  conversationThread(id: $id) {\n    id\n    language\n    visitorName\n    visitorEmail\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}": typeof types.ConversationThreadDocument,
    "query Conversations {\n  conversations {\n    id\n    language\n    visitorName\n    visitorEmail\n    updatedAt\n    lastMessage {\n      id\n      author\n      authorName\n      text\n    }\n  }\n}": typeof types.ConversationsDocument,
    "mutation ReplyToConversation($id: ID!, $text: String!) {\n  replyToConversation(id: $id, text: $text) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}": typeof types.ReplyToConversationDocument,
    "query Booking($id: ID!) {\n  booking(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}": typeof types.BookingDocument,
    "mutation CancelBooking($id: ID!) {\n  cancelBooking(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}": typeof types.CancelBookingDocument,
    "query DashboardSummary {\n  dashboard {\n    messagesToday\n    scheduledMeetings\n    paidOrdersThisMonth\n    activeSubscribers\n    recentActivity {\n      kind\n      id\n      at\n      who\n      detail\n      link\n    }\n  }\n}": typeof types.DashboardSummaryDocument,
    "query NewsletterSubscriptions($limit: Int, $offset: Int) {\n  newsletterSubscriptions(limit: $limit, offset: $offset) {\n    rows {\n      id\n      email\n      name\n      language\n      status\n      subscribedAt\n    }\n    total\n    limit\n    offset\n  }\n}": typeof types.NewsletterSubscriptionsDocument,
    "mutation RescheduleBookingByStaff($id: ID!, $datetime: String!) {\n  rescheduleBookingByStaff(id: $id, datetime: $datetime) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}": typeof types.RescheduleBookingByStaffDocument,
    "query UpcomingBookings($search: String, $limit: Int, $offset: Int) {\n  upcomingBookings(search: $search, limit: $limit, offset: $offset) {\n    rows {\n      id\n      name\n      email\n      phone\n      service\n      message\n      language\n      status\n      timezone\n      duration\n      startsAt\n      endsAt\n      createdAt\n      meeting\n      meetingUrl\n      source\n    }\n    total\n    limit\n    offset\n  }\n}": typeof types.UpcomingBookingsDocument,
    "query HomeTestimonials($language: Language) {\n  testimonials(language: $language) {\n    id\n    quote\n    name\n    role\n    company\n    initials\n    photo {\n      ...ImageFields\n    }\n  }\n}": typeof types.HomeTestimonialsDocument,
    "mutation DeleteImage($id: ID!) {\n  deleteImage(id: $id) {\n    message\n  }\n}": typeof types.DeleteImageDocument,
    "fragment ImageFields on Image {\n  id\n  width\n  height\n  alt\n  sources {\n    type\n    srcset\n  }\n  src\n}": typeof types.ImageFieldsFragmentDoc,
    "query ImageLibrary {\n  images {\n    ...ImageFields\n    alts {\n      en\n      km\n    }\n  }\n}": typeof types.ImageLibraryDocument,
    "query ContactSubmission($id: ID!) {\n  contactSubmission(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    source\n    createdAt\n    statusChangedAt\n    statusChangedBy\n    transcript {\n      role\n      content\n    }\n  }\n}": typeof types.ContactSubmissionDocument,
    "query ContactSubmissions($search: String, $status: ContactStatus, $source: InquirySource, $limit: Int, $offset: Int) {\n  contactSubmissions(\n    search: $search\n    status: $status\n    source: $source\n    limit: $limit\n    offset: $offset\n  ) {\n    rows {\n      id\n      name\n      email\n      phone\n      service\n      message\n      language\n      status\n      source\n      createdAt\n    }\n    total\n    limit\n    offset\n  }\n}": typeof types.ContactSubmissionsDocument,
    "mutation UpdateContactSubmissionStatus($id: ID!, $status: ContactStatus!) {\n  updateContactSubmissionStatus(id: $id, status: $status) {\n    id\n    status\n    statusChangedAt\n    statusChangedBy\n  }\n}": typeof types.UpdateContactSubmissionStatusDocument,
    "mutation SubscribeNewsletter($input: NewsletterInput!) {\n  subscribeNewsletter(input: $input) {\n    message\n  }\n}": typeof types.SubscribeNewsletterDocument,
    "subscription ServerTime {\n  serverTime {\n    businessLocalTime\n    isBusinessOpen\n  }\n}": typeof types.ServerTimeDocument,
    "mutation CreateCardPayment($input: CheckoutInput!) {\n  createCardPayment(input: $input) {\n    clientSecret\n    publishableKey\n  }\n}": typeof types.CreateCardPaymentDocument,
    "mutation CreateKhqrPayment($input: CheckoutInput!) {\n  createKhqrPayment(input: $input) {\n    orderId\n    qr\n    md5\n    amount\n    currency\n    expiresAt\n    merchantName\n    qrImage\n  }\n}": typeof types.CreateKhqrPaymentDocument,
    "mutation CreatePaywayPayment($input: CheckoutInput!) {\n  createPaywayPayment(input: $input) {\n    orderId\n    tranId\n    checkoutUrl\n    fields {\n      name\n      value\n    }\n    abapayDeeplink\n  }\n}": typeof types.CreatePaywayPaymentDocument,
    "query OrderStatus($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}": typeof types.OrderStatusDocument,
    "subscription OrderStatusUpdates($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}": typeof types.OrderStatusUpdatesDocument,
    "query PaymentMethods {\n  paymentMethods {\n    methods\n  }\n}": typeof types.PaymentMethodsDocument,
    "mutation ReconcileOrders {\n  reconcileOrders {\n    checked\n    fixed\n    reported\n    unanswered\n  }\n}": typeof types.ReconcileOrdersDocument,
    "mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    status\n    refundedCents\n    updatedAt\n    refunds {\n      id\n      amountCents\n      reason\n      status\n      providerReference\n      failure\n      requestedBy\n      createdAt\n    }\n  }\n}": typeof types.RefundOrderDocument,
    "query StaffOrder($id: ID!) {\n  order(id: $id) {\n    id\n    package\n    amountCents\n    currency\n    status\n    customerEmail\n    language\n    provider\n    method\n    providerReference\n    providerTransactionId\n    expiresAt\n    amountKhr\n    createdAt\n    paidAt\n    problem\n    refundedCents\n    updatedAt\n    refunds {\n      id\n      amountCents\n      reason\n      status\n      providerReference\n      failure\n      requestedBy\n      createdAt\n    }\n  }\n}": typeof types.StaffOrderDocument,
    "query StaffOrders($search: String, $limit: Int, $offset: Int) {\n  orders(search: $search, limit: $limit, offset: $offset) {\n    rows {\n      id\n      package\n      amountCents\n      currency\n      status\n      customerEmail\n      language\n      provider\n      method\n      providerReference\n      providerTransactionId\n      expiresAt\n      amountKhr\n      problem\n      createdAt\n      paidAt\n      updatedAt\n    }\n    total\n    limit\n    offset\n  }\n}": typeof types.StaffOrdersDocument,
    "query EditSiteSettings {\n  me {\n    id\n    role\n  }\n  siteSettings {\n    ...EditableSiteSettings\n  }\n}\n\nmutation SaveSiteSettings($input: SiteSettingsInput!, $expectedRevision: Int) {\n  saveSiteSettings(input: $input, expectedRevision: $expectedRevision) {\n    ...EditableSiteSettings\n  }\n}": typeof types.EditSiteSettingsDocument,
    "fragment EditableSiteSettings on SiteSettings {\n  phone\n  email\n  address {\n    en\n    km\n  }\n  mapUrl\n  telegram\n  whatsapp\n  socialLinks {\n    network\n    label\n    url\n  }\n  packages {\n    id\n    name {\n      en\n      km\n    }\n    price\n    features {\n      en\n      km\n    }\n  }\n  revision\n  updatedAt\n  updatedBy\n}": typeof types.EditableSiteSettingsFragmentDoc,
    "query SiteSettings {\n  siteSettings {\n    phone\n    phoneHref\n    email\n    address {\n      en\n      km\n    }\n    mapUrl\n    telegram\n    whatsapp\n    socialLinks {\n      network\n      label\n      url\n    }\n    packages {\n      id\n      name {\n        en\n        km\n      }\n      price\n      features {\n        en\n        km\n      }\n    }\n  }\n}": typeof types.SiteSettingsDocument,
    "query CaseStudies($language: Language, $service: String, $limit: Int) {\n  caseStudies(language: $language, service: $service, limit: $limit) {\n    ...CaseStudyCard\n  }\n}": typeof types.CaseStudiesDocument,
    "query CaseStudy($slug: String!, $language: Language) {\n  caseStudy(slug: $slug, language: $language) {\n    ...CaseStudyCard\n    problem\n    work\n    results\n    quote\n    quoteBy\n    updatedAt\n    images {\n      ...ImageFields\n    }\n  }\n}": typeof types.CaseStudyDocument,
    "fragment CaseStudyCard on CaseStudy {\n  id\n  slug\n  title\n  summary\n  client\n  industry\n  services\n  publishedAt\n  photos {\n    ...ImageFields\n  }\n}": typeof types.CaseStudyCardFragmentDoc,
    "query CaseStudyRevisions($id: ID!) {\n  caseStudyRevisions(id: $id) {\n    revision\n    savedAt\n    savedBy\n    titles {\n      en\n      km\n    }\n  }\n}": typeof types.CaseStudyRevisionsDocument,
    "mutation DeleteTestimonial($id: ID!, $expectedRevision: Int) {\n  deleteTestimonial(id: $id, expectedRevision: $expectedRevision) {\n    message\n  }\n}": typeof types.DeleteTestimonialDocument,
    "query EditorCaseStudies {\n  caseStudies(includeDrafts: true) {\n    ...EditorCaseStudy\n  }\n}": typeof types.EditorCaseStudiesDocument,
    "fragment EditorCaseStudy on CaseStudy {\n  id\n  slug\n  status\n  revision\n  publishedAt\n  everPublished\n  updatedAt\n  services\n  photos {\n    ...ImageFields\n  }\n  images {\n    ...ImageFields\n  }\n  texts {\n    title {\n      en\n      km\n    }\n    summary {\n      en\n      km\n    }\n    client {\n      en\n      km\n    }\n    industry {\n      en\n      km\n    }\n    problem {\n      en\n      km\n    }\n    work {\n      en\n      km\n    }\n    results {\n      en\n      km\n    }\n    quote {\n      en\n      km\n    }\n    quoteBy {\n      en\n      km\n    }\n  }\n}": typeof types.EditorCaseStudyFragmentDoc,
    "fragment EditorTestimonial on Testimonial {\n  id\n  published\n  position\n  revision\n  photo {\n    ...ImageFields\n  }\n  quotes {\n    en\n    km\n  }\n  names {\n    en\n    km\n  }\n  roles {\n    en\n    km\n  }\n  companies {\n    en\n    km\n  }\n}": typeof types.EditorTestimonialFragmentDoc,
    "query EditorTestimonials {\n  testimonials(includeDrafts: true) {\n    ...EditorTestimonial\n  }\n}": typeof types.EditorTestimonialsDocument,
    "mutation PublishCaseStudy($id: ID!, $at: DateTimeISO) {\n  publishCaseStudy(id: $id, at: $at) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}": typeof types.PublishCaseStudyDocument,
    "mutation SaveCaseStudy($id: ID, $input: CaseStudyInput!, $expectedRevision: Int) {\n  saveCaseStudy(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    ...EditorCaseStudy\n  }\n}": typeof types.SaveCaseStudyDocument,
    "mutation SaveTestimonial($id: ID, $input: TestimonialInput!, $expectedRevision: Int) {\n  saveTestimonial(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    ...EditorTestimonial\n  }\n}": typeof types.SaveTestimonialDocument,
    "mutation UnpublishCaseStudy($id: ID!) {\n  unpublishCaseStudy(id: $id) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}": typeof types.UnpublishCaseStudyDocument,
    "subscription StaffActivity {\n  staffActivity {\n    kind\n    id\n    at\n  }\n}": typeof types.StaffActivityDocument,
};
const documents: Documents = {
    "query AuthProvider {\n  authProvider {\n    name\n  }\n}": types.AuthProviderDocument,
    "query Me {\n  me {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n  }\n}": types.MeDocument,
    "query BlogPost($slug: String!, $language: Language!) {\n  post(slug: $slug, language: $language) {\n    id\n    slug\n    status\n    title\n    summary\n    body\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}": types.BlogPostDocument,
    "query BlogPosts($language: Language!) {\n  posts(language: $language) {\n    id\n    slug\n    title\n    summary\n    coverImage {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}": types.BlogPostsDocument,
    "query EditorPosts {\n  posts(includeDrafts: true) {\n    id\n    slug\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    titles {\n      en\n      km\n    }\n    summaries {\n      en\n      km\n    }\n    bodies {\n      en\n      km\n    }\n  }\n}": types.EditorPostsDocument,
    "query FeedPosts($language: Language!) {\n  posts(language: $language) {\n    id\n    slug\n    title\n    summary\n    body\n    images {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}": types.FeedPostsDocument,
    "query PostRevisions($id: ID!) {\n  postRevisions(id: $id) {\n    revision\n    savedAt\n    savedBy\n    titles {\n      en\n      km\n    }\n  }\n}": types.PostRevisionsDocument,
    "mutation PublishPost($id: ID!, $at: DateTimeISO) {\n  publishPost(id: $id, at: $at) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}": types.PublishPostDocument,
    "mutation SavePost($id: ID, $input: PostInput!, $expectedRevision: Int) {\n  savePost(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    id\n    slug\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    titles {\n      en\n      km\n    }\n    summaries {\n      en\n      km\n    }\n    bodies {\n      en\n      km\n    }\n  }\n}": types.SavePostDocument,
    "mutation UnpublishPost($id: ID!) {\n  unpublishPost(id: $id) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}": types.UnpublishPostDocument,
    "query Availability($date: String!, $timezone: String!, $duration: Int, $token: String) {\n  availability(\n    date: $date\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    timeSlots\n  }\n}": types.AvailabilityDocument,
    "query BookableDays($month: String!, $timezone: String!, $duration: Int, $token: String) {\n  bookableDays(\n    month: $month\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    days\n  }\n}": types.BookableDaysDocument,
    "mutation CancelBookingByLink($token: String!) {\n  cancelBookingByLink(token: $token) {\n    message\n  }\n}": types.CancelBookingByLinkDocument,
    "mutation CreateBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n      meeting\n      meetingUrl\n    }\n    calendarUrl\n    manageUrl\n  }\n}": types.CreateBookingDocument,
    "query ManagedBooking($token: String!) {\n  managedBooking(token: $token) {\n    status\n    startsAt\n    endsAt\n    service\n    duration\n    meeting\n    meetingUrl\n    changeable\n    noticeHours\n    calendarUrl\n  }\n}": types.ManagedBookingDocument,
    "mutation RescheduleBooking($input: RescheduleInput!) {\n  rescheduleBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n      meeting\n      meetingUrl\n    }\n    calendarUrl\n    manageUrl\n  }\n}": types.RescheduleBookingDocument,
    "mutation AddCalendar($input: CalendarInput!) {\n  addCalendar(input: $input) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}": types.AddCalendarDocument,
    "query Calendars {\n  calendars {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}": types.CalendarsDocument,
    "mutation RemoveCalendar($id: ID!) {\n  removeCalendar(id: $id) {\n    message\n  }\n}": types.RemoveCalendarDocument,
    "mutation TestCalendar($id: ID!) {\n  testCalendar(id: $id) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}": types.TestCalendarDocument,
    "mutation UpdateCalendar($id: ID!, $input: CalendarInput!) {\n  updateCalendar(id: $id, input: $input) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}": types.UpdateCalendarDocument,
    "subscription Chat($input: ChatInput!) {\n  chat(input: $input) {\n    text\n    handoff\n    session\n    choices\n    manageUrl\n  }\n}": types.ChatDocument,
    "query Conversation($session: String!) {\n  conversation(session: $session) {\n    id\n    session\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}": types.ConversationDocument,
    "subscription ConversationMessages($session: String!) {\n  conversationMessages(session: $session) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}": types.ConversationMessagesDocument,
    "mutation SendConversationMessage($input: ConversationMessageInput!) {\n  sendConversationMessage(input: $input) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}": types.SendConversationMessageDocument,
    "mutation StartConversation($input: StartConversationInput!) {\n  startConversation(input: $input) {\n    id\n    session\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}": types.StartConversationDocument,
    "mutation SubmitChatLead($input: ChatLeadInput!) {\n  submitChatLead(input: $input) {\n    message\n  }\n}": types.SubmitChatLeadDocument,
    "mutation AddClosure($input: ClosureInput!) {\n  addClosure(input: $input) {\n    id\n    from\n    to\n    reasonEn\n    reasonKm\n    source\n    createdAt\n    createdBy\n    bookings {\n      id\n      name\n      service\n      startsAt\n      endsAt\n      timezone\n    }\n  }\n}": types.AddClosureDocument,
    "query Closures {\n  closures {\n    id\n    from\n    to\n    reasonEn\n    reasonKm\n    source\n    createdAt\n    createdBy\n    bookings {\n      id\n      name\n      service\n      startsAt\n      endsAt\n      timezone\n    }\n  }\n}": types.ClosuresDocument,
    "mutation RemoveClosure($id: ID!) {\n  removeClosure(id: $id) {\n    message\n  }\n}": types.RemoveClosureDocument,
    "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}": types.SubmitContactDocument,
    "subscription ConversationChanges {\n  conversationChanges {\n    conversationId\n  }\n}": types.ConversationChangesDocument,
    "query ConversationThread($id: ID!) {\n  conversationThread(id: $id) {\n    id\n    language\n    visitorName\n    visitorEmail\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}": types.ConversationThreadDocument,
    "query Conversations {\n  conversations {\n    id\n    language\n    visitorName\n    visitorEmail\n    updatedAt\n    lastMessage {\n      id\n      author\n      authorName\n      text\n    }\n  }\n}": types.ConversationsDocument,
    "mutation ReplyToConversation($id: ID!, $text: String!) {\n  replyToConversation(id: $id, text: $text) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}": types.ReplyToConversationDocument,
    "query Booking($id: ID!) {\n  booking(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}": types.BookingDocument,
    "mutation CancelBooking($id: ID!) {\n  cancelBooking(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}": types.CancelBookingDocument,
    "query DashboardSummary {\n  dashboard {\n    messagesToday\n    scheduledMeetings\n    paidOrdersThisMonth\n    activeSubscribers\n    recentActivity {\n      kind\n      id\n      at\n      who\n      detail\n      link\n    }\n  }\n}": types.DashboardSummaryDocument,
    "query NewsletterSubscriptions($limit: Int, $offset: Int) {\n  newsletterSubscriptions(limit: $limit, offset: $offset) {\n    rows {\n      id\n      email\n      name\n      language\n      status\n      subscribedAt\n    }\n    total\n    limit\n    offset\n  }\n}": types.NewsletterSubscriptionsDocument,
    "mutation RescheduleBookingByStaff($id: ID!, $datetime: String!) {\n  rescheduleBookingByStaff(id: $id, datetime: $datetime) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}": types.RescheduleBookingByStaffDocument,
    "query UpcomingBookings($search: String, $limit: Int, $offset: Int) {\n  upcomingBookings(search: $search, limit: $limit, offset: $offset) {\n    rows {\n      id\n      name\n      email\n      phone\n      service\n      message\n      language\n      status\n      timezone\n      duration\n      startsAt\n      endsAt\n      createdAt\n      meeting\n      meetingUrl\n      source\n    }\n    total\n    limit\n    offset\n  }\n}": types.UpcomingBookingsDocument,
    "query HomeTestimonials($language: Language) {\n  testimonials(language: $language) {\n    id\n    quote\n    name\n    role\n    company\n    initials\n    photo {\n      ...ImageFields\n    }\n  }\n}": types.HomeTestimonialsDocument,
    "mutation DeleteImage($id: ID!) {\n  deleteImage(id: $id) {\n    message\n  }\n}": types.DeleteImageDocument,
    "fragment ImageFields on Image {\n  id\n  width\n  height\n  alt\n  sources {\n    type\n    srcset\n  }\n  src\n}": types.ImageFieldsFragmentDoc,
    "query ImageLibrary {\n  images {\n    ...ImageFields\n    alts {\n      en\n      km\n    }\n  }\n}": types.ImageLibraryDocument,
    "query ContactSubmission($id: ID!) {\n  contactSubmission(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    source\n    createdAt\n    statusChangedAt\n    statusChangedBy\n    transcript {\n      role\n      content\n    }\n  }\n}": types.ContactSubmissionDocument,
    "query ContactSubmissions($search: String, $status: ContactStatus, $source: InquirySource, $limit: Int, $offset: Int) {\n  contactSubmissions(\n    search: $search\n    status: $status\n    source: $source\n    limit: $limit\n    offset: $offset\n  ) {\n    rows {\n      id\n      name\n      email\n      phone\n      service\n      message\n      language\n      status\n      source\n      createdAt\n    }\n    total\n    limit\n    offset\n  }\n}": types.ContactSubmissionsDocument,
    "mutation UpdateContactSubmissionStatus($id: ID!, $status: ContactStatus!) {\n  updateContactSubmissionStatus(id: $id, status: $status) {\n    id\n    status\n    statusChangedAt\n    statusChangedBy\n  }\n}": types.UpdateContactSubmissionStatusDocument,
    "mutation SubscribeNewsletter($input: NewsletterInput!) {\n  subscribeNewsletter(input: $input) {\n    message\n  }\n}": types.SubscribeNewsletterDocument,
    "subscription ServerTime {\n  serverTime {\n    businessLocalTime\n    isBusinessOpen\n  }\n}": types.ServerTimeDocument,
    "mutation CreateCardPayment($input: CheckoutInput!) {\n  createCardPayment(input: $input) {\n    clientSecret\n    publishableKey\n  }\n}": types.CreateCardPaymentDocument,
    "mutation CreateKhqrPayment($input: CheckoutInput!) {\n  createKhqrPayment(input: $input) {\n    orderId\n    qr\n    md5\n    amount\n    currency\n    expiresAt\n    merchantName\n    qrImage\n  }\n}": types.CreateKhqrPaymentDocument,
    "mutation CreatePaywayPayment($input: CheckoutInput!) {\n  createPaywayPayment(input: $input) {\n    orderId\n    tranId\n    checkoutUrl\n    fields {\n      name\n      value\n    }\n    abapayDeeplink\n  }\n}": types.CreatePaywayPaymentDocument,
    "query OrderStatus($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}": types.OrderStatusDocument,
    "subscription OrderStatusUpdates($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}": types.OrderStatusUpdatesDocument,
    "query PaymentMethods {\n  paymentMethods {\n    methods\n  }\n}": types.PaymentMethodsDocument,
    "mutation ReconcileOrders {\n  reconcileOrders {\n    checked\n    fixed\n    reported\n    unanswered\n  }\n}": types.ReconcileOrdersDocument,
    "mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    status\n    refundedCents\n    updatedAt\n    refunds {\n      id\n      amountCents\n      reason\n      status\n      providerReference\n      failure\n      requestedBy\n      createdAt\n    }\n  }\n}": types.RefundOrderDocument,
    "query StaffOrder($id: ID!) {\n  order(id: $id) {\n    id\n    package\n    amountCents\n    currency\n    status\n    customerEmail\n    language\n    provider\n    method\n    providerReference\n    providerTransactionId\n    expiresAt\n    amountKhr\n    createdAt\n    paidAt\n    problem\n    refundedCents\n    updatedAt\n    refunds {\n      id\n      amountCents\n      reason\n      status\n      providerReference\n      failure\n      requestedBy\n      createdAt\n    }\n  }\n}": types.StaffOrderDocument,
    "query StaffOrders($search: String, $limit: Int, $offset: Int) {\n  orders(search: $search, limit: $limit, offset: $offset) {\n    rows {\n      id\n      package\n      amountCents\n      currency\n      status\n      customerEmail\n      language\n      provider\n      method\n      providerReference\n      providerTransactionId\n      expiresAt\n      amountKhr\n      problem\n      createdAt\n      paidAt\n      updatedAt\n    }\n    total\n    limit\n    offset\n  }\n}": types.StaffOrdersDocument,
    "query EditSiteSettings {\n  me {\n    id\n    role\n  }\n  siteSettings {\n    ...EditableSiteSettings\n  }\n}\n\nmutation SaveSiteSettings($input: SiteSettingsInput!, $expectedRevision: Int) {\n  saveSiteSettings(input: $input, expectedRevision: $expectedRevision) {\n    ...EditableSiteSettings\n  }\n}": types.EditSiteSettingsDocument,
    "fragment EditableSiteSettings on SiteSettings {\n  phone\n  email\n  address {\n    en\n    km\n  }\n  mapUrl\n  telegram\n  whatsapp\n  socialLinks {\n    network\n    label\n    url\n  }\n  packages {\n    id\n    name {\n      en\n      km\n    }\n    price\n    features {\n      en\n      km\n    }\n  }\n  revision\n  updatedAt\n  updatedBy\n}": types.EditableSiteSettingsFragmentDoc,
    "query SiteSettings {\n  siteSettings {\n    phone\n    phoneHref\n    email\n    address {\n      en\n      km\n    }\n    mapUrl\n    telegram\n    whatsapp\n    socialLinks {\n      network\n      label\n      url\n    }\n    packages {\n      id\n      name {\n        en\n        km\n      }\n      price\n      features {\n        en\n        km\n      }\n    }\n  }\n}": types.SiteSettingsDocument,
    "query CaseStudies($language: Language, $service: String, $limit: Int) {\n  caseStudies(language: $language, service: $service, limit: $limit) {\n    ...CaseStudyCard\n  }\n}": types.CaseStudiesDocument,
    "query CaseStudy($slug: String!, $language: Language) {\n  caseStudy(slug: $slug, language: $language) {\n    ...CaseStudyCard\n    problem\n    work\n    results\n    quote\n    quoteBy\n    updatedAt\n    images {\n      ...ImageFields\n    }\n  }\n}": types.CaseStudyDocument,
    "fragment CaseStudyCard on CaseStudy {\n  id\n  slug\n  title\n  summary\n  client\n  industry\n  services\n  publishedAt\n  photos {\n    ...ImageFields\n  }\n}": types.CaseStudyCardFragmentDoc,
    "query CaseStudyRevisions($id: ID!) {\n  caseStudyRevisions(id: $id) {\n    revision\n    savedAt\n    savedBy\n    titles {\n      en\n      km\n    }\n  }\n}": types.CaseStudyRevisionsDocument,
    "mutation DeleteTestimonial($id: ID!, $expectedRevision: Int) {\n  deleteTestimonial(id: $id, expectedRevision: $expectedRevision) {\n    message\n  }\n}": types.DeleteTestimonialDocument,
    "query EditorCaseStudies {\n  caseStudies(includeDrafts: true) {\n    ...EditorCaseStudy\n  }\n}": types.EditorCaseStudiesDocument,
    "fragment EditorCaseStudy on CaseStudy {\n  id\n  slug\n  status\n  revision\n  publishedAt\n  everPublished\n  updatedAt\n  services\n  photos {\n    ...ImageFields\n  }\n  images {\n    ...ImageFields\n  }\n  texts {\n    title {\n      en\n      km\n    }\n    summary {\n      en\n      km\n    }\n    client {\n      en\n      km\n    }\n    industry {\n      en\n      km\n    }\n    problem {\n      en\n      km\n    }\n    work {\n      en\n      km\n    }\n    results {\n      en\n      km\n    }\n    quote {\n      en\n      km\n    }\n    quoteBy {\n      en\n      km\n    }\n  }\n}": types.EditorCaseStudyFragmentDoc,
    "fragment EditorTestimonial on Testimonial {\n  id\n  published\n  position\n  revision\n  photo {\n    ...ImageFields\n  }\n  quotes {\n    en\n    km\n  }\n  names {\n    en\n    km\n  }\n  roles {\n    en\n    km\n  }\n  companies {\n    en\n    km\n  }\n}": types.EditorTestimonialFragmentDoc,
    "query EditorTestimonials {\n  testimonials(includeDrafts: true) {\n    ...EditorTestimonial\n  }\n}": types.EditorTestimonialsDocument,
    "mutation PublishCaseStudy($id: ID!, $at: DateTimeISO) {\n  publishCaseStudy(id: $id, at: $at) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}": types.PublishCaseStudyDocument,
    "mutation SaveCaseStudy($id: ID, $input: CaseStudyInput!, $expectedRevision: Int) {\n  saveCaseStudy(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    ...EditorCaseStudy\n  }\n}": types.SaveCaseStudyDocument,
    "mutation SaveTestimonial($id: ID, $input: TestimonialInput!, $expectedRevision: Int) {\n  saveTestimonial(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    ...EditorTestimonial\n  }\n}": types.SaveTestimonialDocument,
    "mutation UnpublishCaseStudy($id: ID!) {\n  unpublishCaseStudy(id: $id) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}": types.UnpublishCaseStudyDocument,
    "subscription StaffActivity {\n  staffActivity {\n    kind\n    id\n    at\n  }\n}": types.StaffActivityDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthProvider {\n  authProvider {\n    name\n  }\n}"): (typeof documents)["query AuthProvider {\n  authProvider {\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlogPost($slug: String!, $language: Language!) {\n  post(slug: $slug, language: $language) {\n    id\n    slug\n    status\n    title\n    summary\n    body\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}"): (typeof documents)["query BlogPost($slug: String!, $language: Language!) {\n  post(slug: $slug, language: $language) {\n    id\n    slug\n    status\n    title\n    summary\n    body\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlogPosts($language: Language!) {\n  posts(language: $language) {\n    id\n    slug\n    title\n    summary\n    coverImage {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}"): (typeof documents)["query BlogPosts($language: Language!) {\n  posts(language: $language) {\n    id\n    slug\n    title\n    summary\n    coverImage {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditorPosts {\n  posts(includeDrafts: true) {\n    id\n    slug\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    titles {\n      en\n      km\n    }\n    summaries {\n      en\n      km\n    }\n    bodies {\n      en\n      km\n    }\n  }\n}"): (typeof documents)["query EditorPosts {\n  posts(includeDrafts: true) {\n    id\n    slug\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    titles {\n      en\n      km\n    }\n    summaries {\n      en\n      km\n    }\n    bodies {\n      en\n      km\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeedPosts($language: Language!) {\n  posts(language: $language) {\n    id\n    slug\n    title\n    summary\n    body\n    images {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}"): (typeof documents)["query FeedPosts($language: Language!) {\n  posts(language: $language) {\n    id\n    slug\n    title\n    summary\n    body\n    images {\n      ...ImageFields\n    }\n    publishedAt\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostRevisions($id: ID!) {\n  postRevisions(id: $id) {\n    revision\n    savedAt\n    savedBy\n    titles {\n      en\n      km\n    }\n  }\n}"): (typeof documents)["query PostRevisions($id: ID!) {\n  postRevisions(id: $id) {\n    revision\n    savedAt\n    savedBy\n    titles {\n      en\n      km\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PublishPost($id: ID!, $at: DateTimeISO) {\n  publishPost(id: $id, at: $at) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}"): (typeof documents)["mutation PublishPost($id: ID!, $at: DateTimeISO) {\n  publishPost(id: $id, at: $at) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavePost($id: ID, $input: PostInput!, $expectedRevision: Int) {\n  savePost(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    id\n    slug\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    titles {\n      en\n      km\n    }\n    summaries {\n      en\n      km\n    }\n    bodies {\n      en\n      km\n    }\n  }\n}"): (typeof documents)["mutation SavePost($id: ID, $input: PostInput!, $expectedRevision: Int) {\n  savePost(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    id\n    slug\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n    tags\n    coverImage {\n      ...ImageFields\n    }\n    images {\n      ...ImageFields\n    }\n    titles {\n      en\n      km\n    }\n    summaries {\n      en\n      km\n    }\n    bodies {\n      en\n      km\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnpublishPost($id: ID!) {\n  unpublishPost(id: $id) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}"): (typeof documents)["mutation UnpublishPost($id: ID!) {\n  unpublishPost(id: $id) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Availability($date: String!, $timezone: String!, $duration: Int, $token: String) {\n  availability(\n    date: $date\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    timeSlots\n  }\n}"): (typeof documents)["query Availability($date: String!, $timezone: String!, $duration: Int, $token: String) {\n  availability(\n    date: $date\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    timeSlots\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookableDays($month: String!, $timezone: String!, $duration: Int, $token: String) {\n  bookableDays(\n    month: $month\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    days\n  }\n}"): (typeof documents)["query BookableDays($month: String!, $timezone: String!, $duration: Int, $token: String) {\n  bookableDays(\n    month: $month\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    days\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelBookingByLink($token: String!) {\n  cancelBookingByLink(token: $token) {\n    message\n  }\n}"): (typeof documents)["mutation CancelBookingByLink($token: String!) {\n  cancelBookingByLink(token: $token) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n      meeting\n      meetingUrl\n    }\n    calendarUrl\n    manageUrl\n  }\n}"): (typeof documents)["mutation CreateBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n      meeting\n      meetingUrl\n    }\n    calendarUrl\n    manageUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ManagedBooking($token: String!) {\n  managedBooking(token: $token) {\n    status\n    startsAt\n    endsAt\n    service\n    duration\n    meeting\n    meetingUrl\n    changeable\n    noticeHours\n    calendarUrl\n  }\n}"): (typeof documents)["query ManagedBooking($token: String!) {\n  managedBooking(token: $token) {\n    status\n    startsAt\n    endsAt\n    service\n    duration\n    meeting\n    meetingUrl\n    changeable\n    noticeHours\n    calendarUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RescheduleBooking($input: RescheduleInput!) {\n  rescheduleBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n      meeting\n      meetingUrl\n    }\n    calendarUrl\n    manageUrl\n  }\n}"): (typeof documents)["mutation RescheduleBooking($input: RescheduleInput!) {\n  rescheduleBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n      meeting\n      meetingUrl\n    }\n    calendarUrl\n    manageUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddCalendar($input: CalendarInput!) {\n  addCalendar(input: $input) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}"): (typeof documents)["mutation AddCalendar($input: CalendarInput!) {\n  addCalendar(input: $input) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Calendars {\n  calendars {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}"): (typeof documents)["query Calendars {\n  calendars {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveCalendar($id: ID!) {\n  removeCalendar(id: $id) {\n    message\n  }\n}"): (typeof documents)["mutation RemoveCalendar($id: ID!) {\n  removeCalendar(id: $id) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCalendar($id: ID!) {\n  testCalendar(id: $id) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}"): (typeof documents)["mutation TestCalendar($id: ID!) {\n  testCalendar(id: $id) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCalendar($id: ID!, $input: CalendarInput!) {\n  updateCalendar(id: $id, input: $input) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}"): (typeof documents)["mutation UpdateCalendar($id: ID!, $input: CalendarInput!) {\n  updateCalendar(id: $id, input: $input) {\n    id\n    name\n    url\n    username\n    writeBookings\n    lastSyncAt\n    lastError\n    failingSince\n    busyCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Chat($input: ChatInput!) {\n  chat(input: $input) {\n    text\n    handoff\n    session\n    choices\n    manageUrl\n  }\n}"): (typeof documents)["subscription Chat($input: ChatInput!) {\n  chat(input: $input) {\n    text\n    handoff\n    session\n    choices\n    manageUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Conversation($session: String!) {\n  conversation(session: $session) {\n    id\n    session\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}"): (typeof documents)["query Conversation($session: String!) {\n  conversation(session: $session) {\n    id\n    session\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ConversationMessages($session: String!) {\n  conversationMessages(session: $session) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}"): (typeof documents)["subscription ConversationMessages($session: String!) {\n  conversationMessages(session: $session) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendConversationMessage($input: ConversationMessageInput!) {\n  sendConversationMessage(input: $input) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}"): (typeof documents)["mutation SendConversationMessage($input: ConversationMessageInput!) {\n  sendConversationMessage(input: $input) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartConversation($input: StartConversationInput!) {\n  startConversation(input: $input) {\n    id\n    session\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}"): (typeof documents)["mutation StartConversation($input: StartConversationInput!) {\n  startConversation(input: $input) {\n    id\n    session\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitChatLead($input: ChatLeadInput!) {\n  submitChatLead(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SubmitChatLead($input: ChatLeadInput!) {\n  submitChatLead(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddClosure($input: ClosureInput!) {\n  addClosure(input: $input) {\n    id\n    from\n    to\n    reasonEn\n    reasonKm\n    source\n    createdAt\n    createdBy\n    bookings {\n      id\n      name\n      service\n      startsAt\n      endsAt\n      timezone\n    }\n  }\n}"): (typeof documents)["mutation AddClosure($input: ClosureInput!) {\n  addClosure(input: $input) {\n    id\n    from\n    to\n    reasonEn\n    reasonKm\n    source\n    createdAt\n    createdBy\n    bookings {\n      id\n      name\n      service\n      startsAt\n      endsAt\n      timezone\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Closures {\n  closures {\n    id\n    from\n    to\n    reasonEn\n    reasonKm\n    source\n    createdAt\n    createdBy\n    bookings {\n      id\n      name\n      service\n      startsAt\n      endsAt\n      timezone\n    }\n  }\n}"): (typeof documents)["query Closures {\n  closures {\n    id\n    from\n    to\n    reasonEn\n    reasonKm\n    source\n    createdAt\n    createdBy\n    bookings {\n      id\n      name\n      service\n      startsAt\n      endsAt\n      timezone\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveClosure($id: ID!) {\n  removeClosure(id: $id) {\n    message\n  }\n}"): (typeof documents)["mutation RemoveClosure($id: ID!) {\n  removeClosure(id: $id) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ConversationChanges {\n  conversationChanges {\n    conversationId\n  }\n}"): (typeof documents)["subscription ConversationChanges {\n  conversationChanges {\n    conversationId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConversationThread($id: ID!) {\n  conversationThread(id: $id) {\n    id\n    language\n    visitorName\n    visitorEmail\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}"): (typeof documents)["query ConversationThread($id: ID!) {\n  conversationThread(id: $id) {\n    id\n    language\n    visitorName\n    visitorEmail\n    messages {\n      id\n      author\n      authorName\n      text\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Conversations {\n  conversations {\n    id\n    language\n    visitorName\n    visitorEmail\n    updatedAt\n    lastMessage {\n      id\n      author\n      authorName\n      text\n    }\n  }\n}"): (typeof documents)["query Conversations {\n  conversations {\n    id\n    language\n    visitorName\n    visitorEmail\n    updatedAt\n    lastMessage {\n      id\n      author\n      authorName\n      text\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplyToConversation($id: ID!, $text: String!) {\n  replyToConversation(id: $id, text: $text) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}"): (typeof documents)["mutation ReplyToConversation($id: ID!, $text: String!) {\n  replyToConversation(id: $id, text: $text) {\n    id\n    author\n    authorName\n    text\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Booking($id: ID!) {\n  booking(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}"): (typeof documents)["query Booking($id: ID!) {\n  booking(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelBooking($id: ID!) {\n  cancelBooking(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}"): (typeof documents)["mutation CancelBooking($id: ID!) {\n  cancelBooking(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardSummary {\n  dashboard {\n    messagesToday\n    scheduledMeetings\n    paidOrdersThisMonth\n    activeSubscribers\n    recentActivity {\n      kind\n      id\n      at\n      who\n      detail\n      link\n    }\n  }\n}"): (typeof documents)["query DashboardSummary {\n  dashboard {\n    messagesToday\n    scheduledMeetings\n    paidOrdersThisMonth\n    activeSubscribers\n    recentActivity {\n      kind\n      id\n      at\n      who\n      detail\n      link\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsletterSubscriptions($limit: Int, $offset: Int) {\n  newsletterSubscriptions(limit: $limit, offset: $offset) {\n    rows {\n      id\n      email\n      name\n      language\n      status\n      subscribedAt\n    }\n    total\n    limit\n    offset\n  }\n}"): (typeof documents)["query NewsletterSubscriptions($limit: Int, $offset: Int) {\n  newsletterSubscriptions(limit: $limit, offset: $offset) {\n    rows {\n      id\n      email\n      name\n      language\n      status\n      subscribedAt\n    }\n    total\n    limit\n    offset\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RescheduleBookingByStaff($id: ID!, $datetime: String!) {\n  rescheduleBookingByStaff(id: $id, datetime: $datetime) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}"): (typeof documents)["mutation RescheduleBookingByStaff($id: ID!, $datetime: String!) {\n  rescheduleBookingByStaff(id: $id, datetime: $datetime) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    timezone\n    duration\n    startsAt\n    endsAt\n    createdAt\n    meeting\n    meetingUrl\n    source\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpcomingBookings($search: String, $limit: Int, $offset: Int) {\n  upcomingBookings(search: $search, limit: $limit, offset: $offset) {\n    rows {\n      id\n      name\n      email\n      phone\n      service\n      message\n      language\n      status\n      timezone\n      duration\n      startsAt\n      endsAt\n      createdAt\n      meeting\n      meetingUrl\n      source\n    }\n    total\n    limit\n    offset\n  }\n}"): (typeof documents)["query UpcomingBookings($search: String, $limit: Int, $offset: Int) {\n  upcomingBookings(search: $search, limit: $limit, offset: $offset) {\n    rows {\n      id\n      name\n      email\n      phone\n      service\n      message\n      language\n      status\n      timezone\n      duration\n      startsAt\n      endsAt\n      createdAt\n      meeting\n      meetingUrl\n      source\n    }\n    total\n    limit\n    offset\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeTestimonials($language: Language) {\n  testimonials(language: $language) {\n    id\n    quote\n    name\n    role\n    company\n    initials\n    photo {\n      ...ImageFields\n    }\n  }\n}"): (typeof documents)["query HomeTestimonials($language: Language) {\n  testimonials(language: $language) {\n    id\n    quote\n    name\n    role\n    company\n    initials\n    photo {\n      ...ImageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteImage($id: ID!) {\n  deleteImage(id: $id) {\n    message\n  }\n}"): (typeof documents)["mutation DeleteImage($id: ID!) {\n  deleteImage(id: $id) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ImageFields on Image {\n  id\n  width\n  height\n  alt\n  sources {\n    type\n    srcset\n  }\n  src\n}"): (typeof documents)["fragment ImageFields on Image {\n  id\n  width\n  height\n  alt\n  sources {\n    type\n    srcset\n  }\n  src\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImageLibrary {\n  images {\n    ...ImageFields\n    alts {\n      en\n      km\n    }\n  }\n}"): (typeof documents)["query ImageLibrary {\n  images {\n    ...ImageFields\n    alts {\n      en\n      km\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactSubmission($id: ID!) {\n  contactSubmission(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    source\n    createdAt\n    statusChangedAt\n    statusChangedBy\n    transcript {\n      role\n      content\n    }\n  }\n}"): (typeof documents)["query ContactSubmission($id: ID!) {\n  contactSubmission(id: $id) {\n    id\n    name\n    email\n    phone\n    service\n    message\n    language\n    status\n    source\n    createdAt\n    statusChangedAt\n    statusChangedBy\n    transcript {\n      role\n      content\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactSubmissions($search: String, $status: ContactStatus, $source: InquirySource, $limit: Int, $offset: Int) {\n  contactSubmissions(\n    search: $search\n    status: $status\n    source: $source\n    limit: $limit\n    offset: $offset\n  ) {\n    rows {\n      id\n      name\n      email\n      phone\n      service\n      message\n      language\n      status\n      source\n      createdAt\n    }\n    total\n    limit\n    offset\n  }\n}"): (typeof documents)["query ContactSubmissions($search: String, $status: ContactStatus, $source: InquirySource, $limit: Int, $offset: Int) {\n  contactSubmissions(\n    search: $search\n    status: $status\n    source: $source\n    limit: $limit\n    offset: $offset\n  ) {\n    rows {\n      id\n      name\n      email\n      phone\n      service\n      message\n      language\n      status\n      source\n      createdAt\n    }\n    total\n    limit\n    offset\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateContactSubmissionStatus($id: ID!, $status: ContactStatus!) {\n  updateContactSubmissionStatus(id: $id, status: $status) {\n    id\n    status\n    statusChangedAt\n    statusChangedBy\n  }\n}"): (typeof documents)["mutation UpdateContactSubmissionStatus($id: ID!, $status: ContactStatus!) {\n  updateContactSubmissionStatus(id: $id, status: $status) {\n    id\n    status\n    statusChangedAt\n    statusChangedBy\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeNewsletter($input: NewsletterInput!) {\n  subscribeNewsletter(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SubscribeNewsletter($input: NewsletterInput!) {\n  subscribeNewsletter(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ServerTime {\n  serverTime {\n    businessLocalTime\n    isBusinessOpen\n  }\n}"): (typeof documents)["subscription ServerTime {\n  serverTime {\n    businessLocalTime\n    isBusinessOpen\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCardPayment($input: CheckoutInput!) {\n  createCardPayment(input: $input) {\n    clientSecret\n    publishableKey\n  }\n}"): (typeof documents)["mutation CreateCardPayment($input: CheckoutInput!) {\n  createCardPayment(input: $input) {\n    clientSecret\n    publishableKey\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateKhqrPayment($input: CheckoutInput!) {\n  createKhqrPayment(input: $input) {\n    orderId\n    qr\n    md5\n    amount\n    currency\n    expiresAt\n    merchantName\n    qrImage\n  }\n}"): (typeof documents)["mutation CreateKhqrPayment($input: CheckoutInput!) {\n  createKhqrPayment(input: $input) {\n    orderId\n    qr\n    md5\n    amount\n    currency\n    expiresAt\n    merchantName\n    qrImage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePaywayPayment($input: CheckoutInput!) {\n  createPaywayPayment(input: $input) {\n    orderId\n    tranId\n    checkoutUrl\n    fields {\n      name\n      value\n    }\n    abapayDeeplink\n  }\n}"): (typeof documents)["mutation CreatePaywayPayment($input: CheckoutInput!) {\n  createPaywayPayment(input: $input) {\n    orderId\n    tranId\n    checkoutUrl\n    fields {\n      name\n      value\n    }\n    abapayDeeplink\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderStatus($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}"): (typeof documents)["query OrderStatus($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OrderStatusUpdates($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}"): (typeof documents)["subscription OrderStatusUpdates($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentMethods {\n  paymentMethods {\n    methods\n  }\n}"): (typeof documents)["query PaymentMethods {\n  paymentMethods {\n    methods\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReconcileOrders {\n  reconcileOrders {\n    checked\n    fixed\n    reported\n    unanswered\n  }\n}"): (typeof documents)["mutation ReconcileOrders {\n  reconcileOrders {\n    checked\n    fixed\n    reported\n    unanswered\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    status\n    refundedCents\n    updatedAt\n    refunds {\n      id\n      amountCents\n      reason\n      status\n      providerReference\n      failure\n      requestedBy\n      createdAt\n    }\n  }\n}"): (typeof documents)["mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    id\n    status\n    refundedCents\n    updatedAt\n    refunds {\n      id\n      amountCents\n      reason\n      status\n      providerReference\n      failure\n      requestedBy\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffOrder($id: ID!) {\n  order(id: $id) {\n    id\n    package\n    amountCents\n    currency\n    status\n    customerEmail\n    language\n    provider\n    method\n    providerReference\n    providerTransactionId\n    expiresAt\n    amountKhr\n    createdAt\n    paidAt\n    problem\n    refundedCents\n    updatedAt\n    refunds {\n      id\n      amountCents\n      reason\n      status\n      providerReference\n      failure\n      requestedBy\n      createdAt\n    }\n  }\n}"): (typeof documents)["query StaffOrder($id: ID!) {\n  order(id: $id) {\n    id\n    package\n    amountCents\n    currency\n    status\n    customerEmail\n    language\n    provider\n    method\n    providerReference\n    providerTransactionId\n    expiresAt\n    amountKhr\n    createdAt\n    paidAt\n    problem\n    refundedCents\n    updatedAt\n    refunds {\n      id\n      amountCents\n      reason\n      status\n      providerReference\n      failure\n      requestedBy\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffOrders($search: String, $limit: Int, $offset: Int) {\n  orders(search: $search, limit: $limit, offset: $offset) {\n    rows {\n      id\n      package\n      amountCents\n      currency\n      status\n      customerEmail\n      language\n      provider\n      method\n      providerReference\n      providerTransactionId\n      expiresAt\n      amountKhr\n      problem\n      createdAt\n      paidAt\n      updatedAt\n    }\n    total\n    limit\n    offset\n  }\n}"): (typeof documents)["query StaffOrders($search: String, $limit: Int, $offset: Int) {\n  orders(search: $search, limit: $limit, offset: $offset) {\n    rows {\n      id\n      package\n      amountCents\n      currency\n      status\n      customerEmail\n      language\n      provider\n      method\n      providerReference\n      providerTransactionId\n      expiresAt\n      amountKhr\n      problem\n      createdAt\n      paidAt\n      updatedAt\n    }\n    total\n    limit\n    offset\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditSiteSettings {\n  me {\n    id\n    role\n  }\n  siteSettings {\n    ...EditableSiteSettings\n  }\n}\n\nmutation SaveSiteSettings($input: SiteSettingsInput!, $expectedRevision: Int) {\n  saveSiteSettings(input: $input, expectedRevision: $expectedRevision) {\n    ...EditableSiteSettings\n  }\n}"): (typeof documents)["query EditSiteSettings {\n  me {\n    id\n    role\n  }\n  siteSettings {\n    ...EditableSiteSettings\n  }\n}\n\nmutation SaveSiteSettings($input: SiteSettingsInput!, $expectedRevision: Int) {\n  saveSiteSettings(input: $input, expectedRevision: $expectedRevision) {\n    ...EditableSiteSettings\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EditableSiteSettings on SiteSettings {\n  phone\n  email\n  address {\n    en\n    km\n  }\n  mapUrl\n  telegram\n  whatsapp\n  socialLinks {\n    network\n    label\n    url\n  }\n  packages {\n    id\n    name {\n      en\n      km\n    }\n    price\n    features {\n      en\n      km\n    }\n  }\n  revision\n  updatedAt\n  updatedBy\n}"): (typeof documents)["fragment EditableSiteSettings on SiteSettings {\n  phone\n  email\n  address {\n    en\n    km\n  }\n  mapUrl\n  telegram\n  whatsapp\n  socialLinks {\n    network\n    label\n    url\n  }\n  packages {\n    id\n    name {\n      en\n      km\n    }\n    price\n    features {\n      en\n      km\n    }\n  }\n  revision\n  updatedAt\n  updatedBy\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteSettings {\n  siteSettings {\n    phone\n    phoneHref\n    email\n    address {\n      en\n      km\n    }\n    mapUrl\n    telegram\n    whatsapp\n    socialLinks {\n      network\n      label\n      url\n    }\n    packages {\n      id\n      name {\n        en\n        km\n      }\n      price\n      features {\n        en\n        km\n      }\n    }\n  }\n}"): (typeof documents)["query SiteSettings {\n  siteSettings {\n    phone\n    phoneHref\n    email\n    address {\n      en\n      km\n    }\n    mapUrl\n    telegram\n    whatsapp\n    socialLinks {\n      network\n      label\n      url\n    }\n    packages {\n      id\n      name {\n        en\n        km\n      }\n      price\n      features {\n        en\n        km\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CaseStudies($language: Language, $service: String, $limit: Int) {\n  caseStudies(language: $language, service: $service, limit: $limit) {\n    ...CaseStudyCard\n  }\n}"): (typeof documents)["query CaseStudies($language: Language, $service: String, $limit: Int) {\n  caseStudies(language: $language, service: $service, limit: $limit) {\n    ...CaseStudyCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CaseStudy($slug: String!, $language: Language) {\n  caseStudy(slug: $slug, language: $language) {\n    ...CaseStudyCard\n    problem\n    work\n    results\n    quote\n    quoteBy\n    updatedAt\n    images {\n      ...ImageFields\n    }\n  }\n}"): (typeof documents)["query CaseStudy($slug: String!, $language: Language) {\n  caseStudy(slug: $slug, language: $language) {\n    ...CaseStudyCard\n    problem\n    work\n    results\n    quote\n    quoteBy\n    updatedAt\n    images {\n      ...ImageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CaseStudyCard on CaseStudy {\n  id\n  slug\n  title\n  summary\n  client\n  industry\n  services\n  publishedAt\n  photos {\n    ...ImageFields\n  }\n}"): (typeof documents)["fragment CaseStudyCard on CaseStudy {\n  id\n  slug\n  title\n  summary\n  client\n  industry\n  services\n  publishedAt\n  photos {\n    ...ImageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CaseStudyRevisions($id: ID!) {\n  caseStudyRevisions(id: $id) {\n    revision\n    savedAt\n    savedBy\n    titles {\n      en\n      km\n    }\n  }\n}"): (typeof documents)["query CaseStudyRevisions($id: ID!) {\n  caseStudyRevisions(id: $id) {\n    revision\n    savedAt\n    savedBy\n    titles {\n      en\n      km\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteTestimonial($id: ID!, $expectedRevision: Int) {\n  deleteTestimonial(id: $id, expectedRevision: $expectedRevision) {\n    message\n  }\n}"): (typeof documents)["mutation DeleteTestimonial($id: ID!, $expectedRevision: Int) {\n  deleteTestimonial(id: $id, expectedRevision: $expectedRevision) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditorCaseStudies {\n  caseStudies(includeDrafts: true) {\n    ...EditorCaseStudy\n  }\n}"): (typeof documents)["query EditorCaseStudies {\n  caseStudies(includeDrafts: true) {\n    ...EditorCaseStudy\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EditorCaseStudy on CaseStudy {\n  id\n  slug\n  status\n  revision\n  publishedAt\n  everPublished\n  updatedAt\n  services\n  photos {\n    ...ImageFields\n  }\n  images {\n    ...ImageFields\n  }\n  texts {\n    title {\n      en\n      km\n    }\n    summary {\n      en\n      km\n    }\n    client {\n      en\n      km\n    }\n    industry {\n      en\n      km\n    }\n    problem {\n      en\n      km\n    }\n    work {\n      en\n      km\n    }\n    results {\n      en\n      km\n    }\n    quote {\n      en\n      km\n    }\n    quoteBy {\n      en\n      km\n    }\n  }\n}"): (typeof documents)["fragment EditorCaseStudy on CaseStudy {\n  id\n  slug\n  status\n  revision\n  publishedAt\n  everPublished\n  updatedAt\n  services\n  photos {\n    ...ImageFields\n  }\n  images {\n    ...ImageFields\n  }\n  texts {\n    title {\n      en\n      km\n    }\n    summary {\n      en\n      km\n    }\n    client {\n      en\n      km\n    }\n    industry {\n      en\n      km\n    }\n    problem {\n      en\n      km\n    }\n    work {\n      en\n      km\n    }\n    results {\n      en\n      km\n    }\n    quote {\n      en\n      km\n    }\n    quoteBy {\n      en\n      km\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EditorTestimonial on Testimonial {\n  id\n  published\n  position\n  revision\n  photo {\n    ...ImageFields\n  }\n  quotes {\n    en\n    km\n  }\n  names {\n    en\n    km\n  }\n  roles {\n    en\n    km\n  }\n  companies {\n    en\n    km\n  }\n}"): (typeof documents)["fragment EditorTestimonial on Testimonial {\n  id\n  published\n  position\n  revision\n  photo {\n    ...ImageFields\n  }\n  quotes {\n    en\n    km\n  }\n  names {\n    en\n    km\n  }\n  roles {\n    en\n    km\n  }\n  companies {\n    en\n    km\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditorTestimonials {\n  testimonials(includeDrafts: true) {\n    ...EditorTestimonial\n  }\n}"): (typeof documents)["query EditorTestimonials {\n  testimonials(includeDrafts: true) {\n    ...EditorTestimonial\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PublishCaseStudy($id: ID!, $at: DateTimeISO) {\n  publishCaseStudy(id: $id, at: $at) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}"): (typeof documents)["mutation PublishCaseStudy($id: ID!, $at: DateTimeISO) {\n  publishCaseStudy(id: $id, at: $at) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveCaseStudy($id: ID, $input: CaseStudyInput!, $expectedRevision: Int) {\n  saveCaseStudy(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    ...EditorCaseStudy\n  }\n}"): (typeof documents)["mutation SaveCaseStudy($id: ID, $input: CaseStudyInput!, $expectedRevision: Int) {\n  saveCaseStudy(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    ...EditorCaseStudy\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveTestimonial($id: ID, $input: TestimonialInput!, $expectedRevision: Int) {\n  saveTestimonial(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    ...EditorTestimonial\n  }\n}"): (typeof documents)["mutation SaveTestimonial($id: ID, $input: TestimonialInput!, $expectedRevision: Int) {\n  saveTestimonial(id: $id, input: $input, expectedRevision: $expectedRevision) {\n    ...EditorTestimonial\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnpublishCaseStudy($id: ID!) {\n  unpublishCaseStudy(id: $id) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}"): (typeof documents)["mutation UnpublishCaseStudy($id: ID!) {\n  unpublishCaseStudy(id: $id) {\n    id\n    status\n    revision\n    publishedAt\n    everPublished\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription StaffActivity {\n  staffActivity {\n    kind\n    id\n    at\n  }\n}"): (typeof documents)["subscription StaffActivity {\n  staffActivity {\n    kind\n    id\n    at\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;