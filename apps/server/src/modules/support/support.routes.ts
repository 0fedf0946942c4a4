import { MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import {
  ContactMessageBody,
  ReferralApplicationBody,
  referralRefusalSummary,
} from '@shop/contract/support-schemas';
import { contactMessages, referralMessages } from '@shop/contract/support-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { rateLimitByAddress, type RateLimit } from '../../lib/rate-limit';
import { isBot, receiveContactMessage, receiveReferralApplication } from './support.service';

/**
 * Anyone may write, so a script could fill the shop's inbox: 5 messages an hour per client address,
 * each form with its own counter (decision 022).
 */
const hourly = (bucket: string, message: string): RateLimit => ({
  bucket,
  max: 5,
  windowSeconds: 60 * 60,
  message,
});

const answers = { 201: MessageResponse, 400: ApiErrorBody, 429: ApiErrorBody };

/** A form's route options: what it sends, what it is answered, and its limit per client address. */
const formRoute = <B extends z.ZodType>(
  summary: string,
  body: B,
  limit: RateLimit,
  validationSummary?: (fieldErrors: Readonly<Record<string, readonly string[]>>) => string | undefined,
) => ({
  schema: { tags: ['support'], summary, body, response: answers },
  preHandler: rateLimitByAddress(limit),
  ...(validationSummary ? { config: { validationSummary } } : {}),
});

/** The contact form and the referral application: both reach the shop's inbox (decision 017). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = { shopName: app.config.shopName, inbox: app.config.supportEmail };

  app.post(
    '/api/contact',
    formRoute(
      "Send a message to the shop's inbox (no e-mail goes to the sender)",
      ContactMessageBody,
      hourly('contact', contactMessages.tooManyMessages),
    ),
    async (request, reply) => {
      if (isBot(request.body)) request.log.info('contact message dropped: honeypot filled in');
      else await receiveContactMessage(app.db, shop, request.body);
      return reply.status(201).send({ message: contactMessages.sentText });
    },
  );

  app.post(
    '/api/referrals',
    formRoute(
      "Apply to the referral program (stored with the signed-in doctor, sent to the shop's inbox)",
      ReferralApplicationBody,
      hourly('referral', referralMessages.tooManyApplications),
      referralRefusalSummary,
    ),
    async (request, reply) => {
      if (isBot(request.body)) request.log.info('referral application dropped: honeypot filled in');
      else await receiveReferralApplication(app.db, shop, request.body, request.currentUser);
      return reply.status(201).send({ message: referralMessages.submitted });
    },
  );
};
