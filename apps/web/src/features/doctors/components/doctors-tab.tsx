import {
  DOCTOR_LIST_STATUSES,
  doctorsMessages,
  type AdminDoctor,
  type AdminDoctorPage,
  type DoctorListStatus,
} from '@shop/contract/admin-doctor-schemas';
import { todayIso } from '@shop/contract/auth-schemas';
import { chargesAdminMessages } from '@shop/contract/charges-messages';
import { licenceLapsed } from '@shop/contract/licence';
import {
  licenceRegistryMessages,
  REGISTRY_RESULT_LABELS,
  REGISTRY_RESULTS,
  type RegistryResult,
} from '@shop/contract/licence-registry';
import { Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { CountCell, ListSection, PagedTable, type PagedTableLook } from '@/components/ui/paged-list';
import { SearchField } from '@/components/ui/search-field';
import { FilterSelectField } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useSearchText } from '@/lib/use-debounced-value';
import { usePagedList } from '@/lib/use-paged-list';
import { getDoctorsQueryOptions } from '../api/get-doctors';
import { useRegistrySettings } from '../api/get-registry-settings';
import { RegistryCheckAction, RegistryCheckSummary } from './registry-check-action';
import { RegistryHolds } from './registry-holds';
import { StatementAction } from './statement-action';
import { SuspensionAction } from './suspension-action';
import { TaxExemptionAction, TaxExemptionSummary } from './tax-exemption-action';

/** A licence's expiry date under its number; past it (by the browser's calendar), said so. */
function LicenceExpiry({ date }: { date: string }) {
  const lapsed = licenceLapsed(date, todayIso());
  return (
    <span
      className={cn('block text-xs whitespace-nowrap', lapsed ? 'text-destructive' : 'text-muted-foreground')}
    >
      {lapsed ? doctorsMessages.licenceExpiredOn(date) : doctorsMessages.licenceExpiresOn(date)}
    </span>
  );
}

const TABLE: PagedTableLook<AdminDoctorPage, AdminDoctor> = {
  caption: doctorsMessages.title,
  columns: [
    'Doctor',
    'License Number',
    'Clinic',
    'Status',
    'Orders',
    'Last Order',
    chargesAdminMessages.exemption.column,
    doctorsMessages.actionsColumn,
  ],
  numeric: ['Orders'],
  minWidth: 'min-w-[64rem]',
  rows: (page) => page.doctors,
  rowKey: (doctor) => doctor.id,
  loadFailed: doctorsMessages.loadFailed,
  loading: 'Loading doctors',
  countNoun: 'doctor',
  empty: { icon: Users, text: doctorsMessages.noDoctors },
};

/**
 * The dashboard's Doctors tab (issue 18): every doctor past registration review, newest first, 20 a
 * page, searched by the server, with each one's orders count and last order date; a rejected
 * registration shows when it was rejected. Issue 43: the register holds above the list, a filter by
 * the register's last result, and each licence's result with its register actions.
 */
export function DoctorsTab() {
  const [status, setStatus] = useState<DoctorListStatus | ''>('');
  const [registry, setRegistry] = useState<RegistryResult | ''>('');
  const searchText = useSearchText();
  const { search } = searchText;
  const list = usePagedList(
    (page) =>
      getDoctorsQueryOptions({ status: status || undefined, registry: registry || undefined, search, page }),
    `${status}|${registry}|${search}`,
  );
  const data = list.query.data;
  const heading = useRef<HTMLHeadingElement>(null);
  // Check register only while the shop has a register to ask.
  const provider = useRegistrySettings().data?.provider;
  const hasRegister = provider !== undefined && provider !== 'none';

  return (
    <div className="space-y-10">
      <RegistryHolds fallback={heading} />
      <ListSection
        title={doctorsMessages.title}
        page={data}
        filtered={Boolean(search || status || registry)}
        headingRef={heading}
      >
        <div className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_16rem_minmax(0,1fr)]">
          <FilterSelectField
            label={doctorsMessages.statusFilter}
            value={status}
            onValueChange={setStatus}
            placeholder={doctorsMessages.allStatuses}
            options={DOCTOR_LIST_STATUSES}
            optionLabel={(value) => doctorsMessages.statusLabels[value]}
          />
          <FilterSelectField
            label={licenceRegistryMessages.registryFilter}
            value={registry}
            onValueChange={setRegistry}
            placeholder={licenceRegistryMessages.allResults}
            options={REGISTRY_RESULTS}
            optionLabel={(value) => REGISTRY_RESULT_LABELS[value]}
          />
          <SearchField
            className="sm:col-span-2 lg:col-span-1"
            label={doctorsMessages.searchLabel}
            {...searchText.field}
            placeholder={doctorsMessages.searchPlaceholder}
          />
        </div>

        <PagedTable list={list} look={TABLE}>
          {(doctor) => (
            <>
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-medium">{doctor.fullName}</span>
                <span className="block text-muted-foreground">{doctor.email}</span>
              </th>
              <td className="px-4 py-3">
                {doctor.licenseNumber ?? '—'}
                {doctor.licenseExpiryDate && <LicenceExpiry date={doctor.licenseExpiryDate} />}
                <RegistryCheckSummary check={doctor.registry} />
              </td>
              <td className="px-4 py-3">
                {doctor.practiceName ?? '—'}
                {doctor.provinceState && (
                  <span className="block text-muted-foreground">{doctor.provinceState}</span>
                )}
              </td>
              <td className="px-4 py-3">
                <Badge
                  variant={
                    doctor.status === 'approved'
                      ? 'secondary'
                      : doctor.status === 'suspended'
                        ? 'warning'
                        : 'outline'
                  }
                >
                  {doctorsMessages.statusLabels[doctor.status]}
                </Badge>
                {doctor.rejectedAt && (
                  <span className="mt-1 block text-xs whitespace-nowrap text-muted-foreground">
                    {doctorsMessages.rejectedOn(formatDateTime(doctor.rejectedAt))}
                  </span>
                )}
                {doctor.suspendedAt && (
                  <span className="mt-1 block text-xs text-muted-foreground">
                    <span className="whitespace-nowrap">
                      {doctorsMessages.suspendedOn(formatDateTime(doctor.suspendedAt))}
                    </span>
                    {doctor.suspendedReason && <span className="block">{doctor.suspendedReason}</span>}
                  </span>
                )}
              </td>
              <CountCell count={doctor.ordersCount} />
              <td className="px-4 py-3 whitespace-nowrap">
                {doctor.lastOrderAt ? formatDateTime(doctor.lastOrderAt) : doctorsMessages.noOrders}
              </td>
              <td className="px-4 py-3">
                <TaxExemptionSummary exemption={doctor.taxExemption} />
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  <SuspensionAction doctor={doctor} />
                  <StatementAction doctor={doctor} />
                  <TaxExemptionAction doctor={doctor} />
                  <RegistryCheckAction doctor={doctor} hasRegister={hasRegister} fallback={heading} />
                </div>
              </td>
            </>
          )}
        </PagedTable>
      </ListSection>
    </div>
  );
}
