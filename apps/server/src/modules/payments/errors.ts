import { AppError } from '../../http/app-error';

/** The payments' refusals, each said once (the web shows each code in the player's language). */
export const packageNotFound = () => new AppError('package_not_found', 'This package is no longer available. Please choose another one.');
export const packageNotOnSale = () => new AppError('package_not_on_sale', 'This package is not on sale today. Please choose another one.');
export const passNotFound = () => new AppError('pass_not_found', 'This pass is no longer on sale. Please choose another one.');
export const providerUnavailable = () =>
  new AppError('payment_provider_unavailable', 'The payment service cannot be reached right now. Please try again in a few minutes.');
export const providerError = () => new AppError('payment_provider_error', 'There was an error processing your payment. Please try again.');
export const transactionNotFound = () => new AppError('transaction_not_found', 'This purchase was not found.');
export const giftToSelf = () =>
  new AppError('gift_to_self', "You cannot send a gift to your own address. Buy it for yourself instead, or enter the recipient's e-mail.");
