// The newsletter feature's public entry: the footer's subscribe form.
export { NewsletterForm } from './components/NewsletterForm';
