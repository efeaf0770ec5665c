/** Bookable starts (UTC ISO) the availability call offers, day by day from today, at least `skip` + 1 of them. */
export async function firstFreeSlot(siteUrl: string, timezone = 'Asia/Phnom_Penh', skip = 0): Promise<string[]> {
  const found: string[] = [];
  for (let day = 0; day < 60 && found.length <= skip; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000).toLocaleDateString('en-CA', { timeZone: timezone });
    const response = await fetch(`${siteUrl}/api/booking/availability?date=${date}&timezone=${timezone}`);
    if (!response.ok) continue;
    const { timeSlots } = (await response.json()) as { timeSlots: string[] };
    // Asia/Phnom_Penh has no daylight saving: UTC+7 all year.
    for (const slot of timeSlots) found.push(new Date(`${date}T${slot}:00+07:00`).toISOString());
  }
  return found;
}
