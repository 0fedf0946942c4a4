import { MessageResponse } from '@shop/contract/common';
import { ApiErrorBody } from '@shop/contract/errors';
import { ContactMessageBody, ReferralApplicationBody } from '@shop/contract/support';
import { contactMessages, referralMessages } from '@shop/contract/support-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitByAddress, type RateLimit } from '../../lib/rate-limit';
import { isBot, receiveContactMessage, receiveReferralApplication } from './support.service';

/**
 * Anyone may write, so a script could fill the shop's inbox: 5 messages an hour per client address,
 * each form with its own counter (decision 022).
 */
const CONTACT_LIMIT: RateLimit = {
  bucket: 'contact',
  max: 5,
  windowSeconds: 60 * 60,
  message: contactMessages.tooManyMessages,
};
const REFERRAL_LIMIT: RateLimit = {
  bucket: 'referral',
  max: 5,
  windowSeconds: 60 * 60,
  message: referralMessages.tooManyApplications,
};

const answers = { 201: MessageResponse, 400: ApiErrorBody, 429: ApiErrorBody };

/** The contact form and the referral application: both reach the shop's inbox (decision 017). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const shop = { shopName: app.config.shopName, inbox: app.config.supportEmail };

  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['support'],
        summary: "Send a message to the shop's inbox (no e-mail goes to the sender)",
        body: ContactMessageBody,
        response: answers,
      },
      preHandler: rateLimitByAddress(CONTACT_LIMIT),
    },
    async (request, reply) => {
      if (isBot(request.body)) request.log.info('contact message dropped: honeypot filled in');
      else await receiveContactMessage(app.db, shop, request.body);
      return reply.status(201).send({ message: contactMessages.sentText });
    },
  );

  app.post(
    '/api/referrals',
    {
      schema: {
        tags: ['support'],
        summary: "Apply to the referral program (stored with the signed-in doctor, sent to the shop's inbox)",
        body: ReferralApplicationBody,
        response: answers,
      },
      preHandler: rateLimitByAddress(REFERRAL_LIMIT),
    },
    async (request, reply) => {
      if (isBot(request.body)) request.log.info('referral application dropped: honeypot filled in');
      else await receiveReferralApplication(app.db, shop, request.body, request.currentUser);
      return reply.status(201).send({ message: referralMessages.submitted });
    },
  );
};
