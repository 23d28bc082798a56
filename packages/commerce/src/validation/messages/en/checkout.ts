// Checkout: the texts of spec §5, §8.
export const ALL_FIELDS_REQUIRED_MESSAGE = 'All fields are required.';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully!';
export const ORDER_FAILED_MESSAGE = 'Error placing order';
/** 'Error placing order: {server message}'. */
export function orderFailedMessage(serverMessage?: string | null): string {
  return serverMessage ? `${ORDER_FAILED_MESSAGE}: ${serverMessage}` : ORDER_FAILED_MESSAGE;
}
