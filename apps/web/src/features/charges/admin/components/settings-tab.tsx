import { chargesAdminMessages as a } from '@shop/contract/charges-messages';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { getShippingZonesQueryOptions } from '../api/get-shipping-zones';
import { getTaxRatesQueryOptions } from '../api/get-tax-rates';
import { useLoadExampleCharges } from '../api/load-example-charges';
import { ShippingZonesSection } from './shipping-zones-section';
import { TaxRatesSection } from './tax-rates-section';
import { TaxReportDownload } from './tax-report-download';

/**
 * The dashboard's Settings tab (issue 37; docs/product.md, Shipping and taxes): the shipping zones,
 * the tax rates and the monthly tax report. While neither a zone nor a rate exists, Load example
 * settings fills both with the examples to edit.
 */
export function SettingsTab() {
  return (
    <div className="grid gap-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">{a.intro}</p>
        <LoadExamples />
      </div>
      <ShippingZonesSection />
      <TaxRatesSection />
      <TaxReportDownload />
    </div>
  );
}

/** Load example settings: offered only once both lists are read and both are empty. */
function LoadExamples() {
  const zones = useQuery(getShippingZonesQueryOptions());
  const rates = useQuery(getTaxRatesQueryOptions());
  const load = useLoadExampleCharges();
  const hintId = useId();
  const empty = zones.data?.zones.length === 0 && rates.data?.rates.length === 0;
  if (!empty) return null;
  return (
    <div className="grid max-w-sm gap-1.5">
      <Button
        variant="outline"
        icon={<Sparkles aria-hidden="true" />}
        busy={load.isPending}
        disabled={load.isPending}
        aria-describedby={hintId}
        onClick={() => load.mutate(undefined)}
      >
        {a.loadExamples}
      </Button>
      <p id={hintId} className="text-xs text-muted-foreground">
        {a.loadExamplesHint}
      </p>
    </div>
  );
}
