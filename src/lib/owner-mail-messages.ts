/**
 * The words of the emails to the shop's owner (a new order): English, like the back office they
 * lead to, whatever the language of the shopper whose order they tell (src/server/mail renders
 * them in English). A plain table, never read through another language's.
 */
export const OWNER_MAIL_MSG = {
  ownerNewOrderSubject: (n: string, total: string) => `New order #${n} (${total})`,
  ownerNewOrderHeading: (n: string) => `New order #${n}`,
  ownerNewOrderIntro: (name: string, total: string, method: string) =>
    `${name} placed an order of ${total}, paid by ${method}.`,
  ownerOpenOrder: 'Open it in the back office',
  ownerCustomerNote: 'Customer note',
} as const;
