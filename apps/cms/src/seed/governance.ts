/** Demo governance relative to the day of seeding, so demo content stays current for two years. */
export function demoGovernance(
  approvalCode: string,
  options: { preparedDaysAgo?: number; reviewInDays?: number } = {},
) {
  const day = 24 * 60 * 60 * 1000;
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`).getTime();
  return {
    approvalCode,
    dateOfPreparation: new Date(today - (options.preparedDaysAgo ?? 120) * day).toISOString(),
    reviewBy: new Date(today + (options.reviewInDays ?? 730) * day).toISOString(),
  };
}
