import { z } from 'zod';
import { EmailField } from './auth-schemas';

/**
 * `POST /api/products/{id}/stock-notifications`: a guest gives the address to e-mail; a signed-in
 * account may leave it out, and its own address is used.
 */
export const StockNotificationBody = z.object({ email: EmailField.optional() }).strict();
export type StockNotificationBody = z.infer<typeof StockNotificationBody>;
