import type { SavedAddressInput } from '@shop/contract/account-schemas';
import type { DoctorSummary } from '@shop/contract/auth-schemas';
import { ErrorCode } from '@shop/contract/error-schemas';
import { LICENCE_RENEWAL_PATH } from '@shop/contract/licence';
import { MAX_LINE_QUANTITY } from '@shop/contract/limits';
import { orderPlacedPath } from '@shop/contract/pages';
import { chargesScreenMessages } from '@shop/contract/charges-messages';
import { cartMessages, cartPanelMessages, catalogMessages } from '@shop/contract/messages';
import { toCents } from '@shop/contract/money';
import { checkoutMessages, orderMessages } from '@shop/contract/order-messages';
import { signOffMessages } from '@shop/contract/practice-messages';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChevronDown, Lock, ShoppingCart } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { EstimatedShipDate } from '@/components/estimated-ship-date';
import { toast } from '@/lib/use-toast';
import { approvalsQueryKey } from '@/features/approvals/api/get-approvals';
import { sentForSignOffState } from '@/features/approvals/sent-for-sign-off';
import { useUser } from '@/features/auth/api/get-user';
import { loginPathBackTo } from '@/features/auth/auth-user';
import { getCartQueryOptions, useCart } from '@/features/cart/api/get-cart';
import { isProductNotFound, useProduct } from '@/features/catalog/api/get-product';
import { saveAddressAfterOrder } from '@/features/account/api/create-address';
import { useCheckoutPrefill } from '@/features/account/api/get-checkout-prefill';
import { accountQueryKey } from '@/features/account/api/query-keys';
import {
  getCheckoutEligibilityQueryOptions,
  useCheckoutEligibility,
} from '@/features/checkout/api/get-checkout-eligibility';
import {
  getCheckoutQuoteQueryOptions,
  useCheckoutQuote,
  type QuoteArea,
} from '@/features/checkout/api/get-checkout-quote';
import { isHeldForSignOff, useSubmitOrder } from '@/features/checkout/api/submit-order';
import {
  buyNowProductId,
  buyNowQuantity,
  checkoutErrorsFrom,
  initialCheckoutValues,
  newIdempotencyKey,
  type CheckoutDetails,
  type CheckoutErrors,
} from '@/features/checkout/checkout-form';
import { CHECKOUT_FORM_ID, CheckoutForm } from '@/features/checkout/components/checkout-form';

import { OrderSummary, type SummaryCharges } from '@/features/checkout/components/order-summary';
import {
  expectedSignOffReasons,
  isBeyondStock,
  lineFromProduct,
  linesFromCart,
  linesTotalCents,
  type CheckoutLine,
} from '@/features/checkout/order-lines';
import { getOrderQueryOptions } from '@/features/orders/api/get-order';
import { practiceQueryKey, usePractice } from '@/features/practice/api/get-practice';
import { ChargeRows } from '@/features/orders/components/charge-rows';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCents, formatPrice } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLE = 'Checkout';

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>;
}

/** A full-width message in place of the form (empty cart, pending approval, admin …). */
function Notice({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Page>
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {children}
        {action}
      </section>
    </Page>
  );
}

const continueShopping = <ButtonLink to="/products">{cartPanelMessages.continueShopping}</ButtonLink>;

/** The lines being checked out: the buy-now product, or the cart. */
function useCheckoutLines(productId: number | undefined, quantity: number, isBuyNow: boolean) {
  const cart = useCart();
  const product = useProduct(isBuyNow ? productId : undefined);
  if (isBuyNow) {
    if (productId === undefined || isProductNotFound(product.error)) return { state: 'not-found' } as const;
    if (product.isError) return { state: 'error', retry: () => void product.refetch() } as const;
    if (!product.data) return { state: 'loading' } as const;
    return { state: 'ready', lines: [lineFromProduct(product.data, quantity)] } as const;
  }
  if (cart.isError && !cart.data) return { state: 'error', retry: () => void cart.refetch() } as const;
  if (!cart.data) return { state: 'loading' } as const;
  return { state: 'ready', lines: linesFromCart(cart.data) } as const;
}

const NO_AREA: QuoteArea = { state: '', country: '' };
const QUOTE_DELAY_MS = 300;

/** The quote's refusal of the address (400 on the shipping state): its message, else undefined. */
function notShippedMessage(error: unknown): string | undefined {
  if (!isApiError(error, 400)) return undefined;
  return error.body?.fieldErrors?.['shippingAddress.state']?.[0] ?? error.body?.message;
}

function DoctorCheckout({ doctor }: { doctor: DoctorSummary }) {
  const [params] = useSearchParams();
  const isBuyNow = params.has('product');
  const productId = buyNowProductId(params.get('product'));
  const quantity = buyNowQuantity(params.get('quantity'), MAX_LINE_QUANTITY);
  const eligibility = useCheckoutEligibility(doctor.id);
  const lines = useCheckoutLines(productId, quantity, isBuyNow);
  const submit = useSubmitOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The page's heading takes focus when the form first shows (issue 38): a keyboard or screen-reader
  // user starts at the top of checkout, not wherever the previous page left focus.
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);
  // One key per checkout attempt: a retry after a lost answer returns the order already placed.
  const idempotencyKey = useRef(newIdempotencyKey());
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>();
  // The form starts from the last order or the practice; without that answer, from the account alone.
  const prefill = useCheckoutPrefill(doctor.id);
  // Whether the practice asks for a PO number on every order (issue 39); none (404), or no answer:
  // not asked here, and the server's refusal then names the field.
  const practice = usePractice(doctor.id);
  // Phones: the summary is folded away at the top, with the total in view.
  const [summaryOpen, setSummaryOpen] = useState(false);
  // The shipping address's state and country as the form holds them; the quote follows once typing pauses.
  const [area, setArea] = useState<QuoteArea>(NO_AREA);
  const quotedArea = useDebouncedValue(area, QUOTE_DELAY_MS);
  const quoteItems =
    lines.state === 'ready'
      ? lines.lines.map((line) => ({ productId: line.productId, quantity: line.quantity }))
      : [];
  const quote = useCheckoutQuote(doctor.id, quoteItems, quotedArea);
  // The server's word that the total changed since it was shown (409 TOTAL_CHANGED), near Submit.
  const [totalChanged, setTotalChanged] = useState<string>();

  if (eligibility.isPending || lines.state === 'loading' || prefill.isPending || practice.isPending) {
    return <PageSpinner label="Loading checkout" />;
  }

  if (eligibility.data?.reason === 'APPROVAL_PENDING') {
    return (
      <Notice title={TITLE}>
        <Badge variant="warning">{cartPanelMessages.approvalPendingBadge}</Badge>
        <p className="text-muted-foreground">{checkoutMessages.approvalPending}</p>
        {continueShopping}
      </Notice>
    );
  }
  if (eligibility.data && !eligibility.data.eligible) {
    return (
      <Notice title={TITLE}>
        <p className="text-muted-foreground">
          {eligibility.data.message ?? checkoutMessages.unavailableFallback}
        </p>
        {eligibility.data.reason === 'LICENSE_EXPIRED' && (
          <ButtonLink to={LICENCE_RENEWAL_PATH}>{checkoutMessages.renewLicence}</ButtonLink>
        )}
      </Notice>
    );
  }
  if (lines.state === 'not-found') {
    return (
      <Notice title={catalogMessages.productNotFoundTitle} action={continueShopping}>
        <p className="text-muted-foreground">This product doesn&apos;t exist or is no longer available.</p>
      </Notice>
    );
  }
  if (lines.state === 'error' || eligibility.isError) {
    const retry = () => {
      if (lines.state === 'error') lines.retry();
      if (eligibility.isError) void eligibility.refetch();
    };
    return (
      <LoadError
        title="Checkout could not be loaded"
        text="Check your connection and try again."
        onRetry={retry}
      />
    );
  }
  if (lines.lines.length === 0) {
    return (
      <Notice title={cartMessages.emptyCart} action={continueShopping}>
        <ShoppingCart aria-hidden="true" className="size-12 text-muted-foreground" />
      </Notice>
    );
  }

  const orderLines: readonly CheckoutLine[] = lines.lines;
  const unavailable = orderLines.filter((line) => !line.inStock);
  const beyondStock = orderLines.filter((line) => line.inStock && isBeyondStock(line));
  // A practice's order that will wait for a sign-off (issue 39) is said before it is submitted.
  const heldFor = expectedSignOffReasons(
    practice.data ?? undefined,
    orderLines,
    quote.data ? toCents(quote.data.total) : linesTotalCents(orderLines),
  );

  const settling = area.state !== quotedArea.state || area.country !== quotedArea.country;
  const notShipped = notShippedMessage(quote.error);
  const charges: SummaryCharges =
    area.state.trim() === '' || area.country.trim() === ''
      ? { state: 'needs-state' }
      : settling || quote.isFetching
        ? { state: 'loading' }
        : quote.data
          ? {
              state: 'ready',
              rows: (
                <>
                  <ChargeRows charges={quote.data} />
                  {quote.data.estimatedShipOn && <EstimatedShipDate day={quote.data.estimatedShipOn} />}
                </>
              ),
            }
          : notShipped !== undefined
            ? { state: 'refused', message: notShipped }
            : isApiError(quote.error, 409)
              ? {
                  state: 'refused',
                  message: getServerMessage(quote.error) ?? checkoutMessages.unavailableFallback,
                }
              : quote.isError
                ? { state: 'failed', retry: () => void quote.refetch() }
                : { state: 'loading' };
  const shownTotal = charges.state === 'ready' ? quote.data?.total : undefined;

  const placeOrder = (details: CheckoutDetails, saveAddress: SavedAddressInput | undefined) => {
    setServerErrors(undefined);
    // The order is placed at the total the doctor saw, or not at all (docs/product.md, Shipping and taxes).
    if (shownTotal === undefined) return;
    setTotalChanged(undefined);
    submit.mutate(
      {
        idempotencyKey: idempotencyKey.current,
        body: {
          ...details,
          items: orderLines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
          buyNow: isBuyNow,
          expectedTotal: shownTotal,
        },
      },
      {
        onSuccess: (answer) => {
          // The server took the ordered lines out of the cart, placed or held; a buy-now order left it alone.
          if (!isBuyNow) void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
          if (saveAddress) void saveAddressAfterOrder(queryClient, saveAddress);
          if (isHeldForSignOff(answer)) {
            // Held for a practice's sign-off (issue 39): the member's requests list it, and say why once.
            void queryClient.invalidateQueries({ queryKey: approvalsQueryKey });
            void navigate('/approvals', { replace: true, state: sentForSignOffState });
            return;
          }
          const { orderNumber, order } = answer;
          toast({
            title: orderMessages.submittedTitle,
            description: orderMessages.submittedText(orderNumber),
          });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
          // The next checkout starts from this order's details (and the address it kept, if asked).
          void queryClient.invalidateQueries({ queryKey: accountQueryKey });
          queryClient.setQueryData(getOrderQueryOptions(order.id).queryKey, order);
          // The confirmation is a page of its own: reloading it shows the order, never submits again.
          void navigate(orderPlacedPath(order.id), { replace: true });
        },
        onError: (error) => {
          const newQuote = isApiError(error, 409) ? error.body?.quote : undefined;
          if (newQuote && isApiError(error) && error.body?.code === ErrorCode.totalChanged) {
            // Show the new total in place of the old; the doctor places the order again at it.
            queryClient.setQueryData(
              getCheckoutQuoteQueryOptions(doctor.id, quoteItems, quotedArea).queryKey,
              newQuote,
            );
            setTotalChanged(error.body.message);
            return;
          }
          toast({
            variant: 'destructive',
            title: orderMessages.submitFailedTitle,
            description: getServerMessage(error) ?? orderMessages.submitFailedFallback,
          });
          if (isApiError(error, 400) && error.body?.fieldErrors) {
            setServerErrors(checkoutErrorsFrom(error.body.fieldErrors));
            // The owner has just asked for a PO number: the form learns it, and keeps asking.
            if (error.body.fieldErrors.poNumber) {
              void queryClient.invalidateQueries({ queryKey: practiceQueryKey });
            }
          }
          // Stock or prices changed meanwhile: show the lines as they are now; the practice's
          // credit or hold changed (issue 40): show the account as it is now.
          if (isApiError(error, 409)) {
            void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
            void queryClient.invalidateQueries({ queryKey: ['products'] });
            void queryClient.invalidateQueries({
              queryKey: getCheckoutEligibilityQueryOptions(doctor.id).queryKey,
            });
          }
        },
      },
    );
  };

  const quoteWaits = charges.state === 'loading';
  // Why the order cannot be placed yet, above the button: in the summary beside the form on a wide
  // screen, at the form's end on a phone.
  const blockers = (
    <div className="grid gap-2 empty:hidden">
      {totalChanged && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {totalChanged}
        </p>
      )}
      {charges.state === 'refused' && (
        <p className="text-sm font-medium text-destructive">{charges.message}</p>
      )}
      {charges.state === 'failed' && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="font-medium text-destructive">{chargesScreenMessages.quoteFailed}</p>
          <Button type="button" variant="outline" size="sm" onClick={charges.retry}>
            {chargesScreenMessages.quoteRetry}
          </Button>
        </div>
      )}
      {unavailable.length > 0 && (
        <p className="text-sm font-medium text-destructive">
          Remove the out-of-stock {unavailable.length === 1 ? 'item' : 'items'} from your cart to continue.
        </p>
      )}
      {beyondStock.length > 0 && (
        <p className="text-sm font-medium text-destructive">
          {checkoutMessages.lowerQuantity(beyondStock.length)}
        </p>
      )}
      {heldFor.length > 0 && (
        <div className="rounded-md border border-amber-500/40 bg-amber-500/5 p-3 text-sm">
          <p className="font-medium">{signOffMessages.willBeHeld}</p>
          <ul className="mt-1 list-disc pl-5">
            {heldFor.map((reason) => (
              <li key={reason}>{signOffMessages.reasons[reason]}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
  const submitButton = (
    <Button
      type="submit"
      form={CHECKOUT_FORM_ID}
      size="lg"
      className="w-full"
      disabled={
        submit.isPending ||
        quoteWaits ||
        charges.state === 'refused' ||
        charges.state === 'failed' ||
        unavailable.length > 0 ||
        beyondStock.length > 0
      }
      aria-busy={submit.isPending || quoteWaits || undefined}
      busy={submit.isPending || quoteWaits}
      icon={<Lock aria-hidden="true" />}
    >
      {submit.isPending ? orderMessages.submitting : orderMessages.submitButton}
    </Button>
  );

  return (
    <Page>
      <div className="mb-6 grid gap-2">
        <Link
          to={isBuyNow && productId ? `/product/${productId}` : '/products'}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {isBuyNow ? 'Back to product' : cartPanelMessages.continueShopping}
        </Link>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none">
          {TITLE}
        </h1>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <button
          type="button"
          aria-expanded={summaryOpen}
          aria-controls="checkout-summary"
          onClick={() => setSummaryOpen((open) => !open)}
          className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-left shadow-sm lg:hidden"
        >
          <span className="flex items-center gap-2 font-medium">
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', summaryOpen && 'rotate-180')}
            />
            {summaryOpen ? checkoutMessages.hideSummary : checkoutMessages.showSummary}
          </span>
          <span className="font-semibold tabular-nums">
            {shownTotal === undefined ? formatCents(linesTotalCents(orderLines)) : formatPrice(shownTotal)}
          </span>
        </button>
        <div
          id="checkout-summary"
          className={cn(
            'lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1',
            !summaryOpen && 'hidden lg:block',
          )}
        >
          <OrderSummary
            lines={orderLines}
            charges={charges}
            action={
              <div className="hidden gap-2 lg:grid">
                {blockers}
                {submitButton}
              </div>
            }
          />
        </div>
        <div className="grid gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <CheckoutForm
            initialValues={initialCheckoutValues(
              { fullName: doctor.fullName, email: doctor.email },
              prefill.data,
            )}
            savedAddresses={prefill.data?.savedAddresses}
            serverErrors={serverErrors}
            onSubmit={placeOrder}
            onShippingAreaChange={setArea}
            shippingStateError={notShipped}
            shippingCountries={prefill.data?.shippingCountries}
            poNumberRequired={practice.data?.practice.poNumberRequired ?? false}
            onAccount={eligibility.data.onAccount}
          />
          {/*
            The submit button ends the form, after its last field in the tab order (and, on a phone,
            where the thumb already is); on a wide screen the summary beside the form has one too,
            with what keeps it disabled.
          */}
          <div className="grid gap-2">
            <div className="lg:hidden">{blockers}</div>
            {submitButton}
          </div>
        </div>
      </div>
    </Page>
  );
}

/**
 * /checkout (and /checkout?product={id}&quantity={n} for one product): a guest signs in first and
 * comes back here; a pending doctor sees why ordering waits; an admin is told admins do not order.
 */
export function CheckoutRoute() {
  const { data: auth, isPending } = useUser();
  const location = useLocation();
  useDocumentTitle(TITLE);

  if (isPending) return <PageSpinner label="Loading checkout" />;
  if (!auth) return <Navigate to={loginPathBackTo(`${location.pathname}${location.search}`)} replace />;
  if (auth.isAdmin) {
    return (
      <Notice title={TITLE} action={continueShopping}>
        <p className="text-muted-foreground">{orderMessages.adminsDoNotOrder}</p>
      </Notice>
    );
  }
  return <DoctorCheckout doctor={auth.user} />;
}
