import { documentMessages } from '@shop/contract/documents';
import { practiceRoleHints, practiceRoleNames } from '@shop/contract/practice-messages';
import type { PracticeInvitation, PracticeMember, PracticeResponse } from '@shop/contract/practice-schemas';
import { UserPlus, Users } from 'lucide-react';
import { useId, useRef, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { FocusHeading } from '@/components/ui/focus-heading';
import { HeadedSection } from '@/components/ui/headed-section';
import { ListEmpty, QueryView } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { SwitchField } from '@/components/ui/switch-field';
import { formatPrice } from '@/lib/format';
import { usePractice } from '../api/get-practice';
import { useUpdatePracticeSettings } from '../api/practice-writes';
import { isOnlyMember, limitText, poNumberRuleText } from '../practice-form';
import { practiceScreenMessages as s } from '../practice-screen-messages';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './member-forms';
import { MembersTable } from './members-table';

/**
 * The practice, the member's role (and what it may do), whether a PO number is required (the owner
 * has its switch instead), and their limit and spending when they have a limit.
 */
function ownFacts(practice: PracticeResponse): Fact[] {
  const facts: Fact[] = [
    [s.practiceName, practice.practice.name],
    [
      s.yourRole,
      <>
        {practiceRoleNames[practice.role]}
        <span className="block text-xs text-muted-foreground">{practiceRoleHints[practice.role]}</span>
      </>,
    ],
  ];
  if (practice.role !== 'owner') {
    facts.push([documentMessages.poNumber, poNumberRuleText(practice.practice.poNumberRequired)]);
  }
  if (practice.monthlyLimit === null) return facts;
  return [
    ...facts,
    [s.monthlyLimit, limitText(practice.monthlyLimit, formatPrice)],
    [s.spentThisMonth, formatPrice(practice.spentThisMonth)],
  ];
}

/** The owner's switch: a PO number on every order, saved as it is flipped. */
function PoNumberSwitch({ accountId, required }: { accountId: number; required: boolean }) {
  const save = useUpdatePracticeSettings(accountId);
  // The switch shows the change while it is sent; refused, it shows the practice as read again.
  const checked = save.isPending ? save.variables.poNumberRequired : required;
  return (
    <SwitchField
      name="poNumberRequired"
      label={s.requirePoNumber}
      hint={s.requirePoNumberHint}
      checked={checked}
      disabled={save.isPending}
      onChange={(poNumberRequired) => save.mutate({ poNumberRequired })}
    />
  );
}

/** A part of the owner's section, named by its h3, which takes focus when the row that had it leaves. */
function OwnerPart({
  title,
  headingRef,
  action,
  children,
}: {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FocusHeading level={3} id={id} ref={headingRef} className="font-semibold">
          {title}
        </FocusHeading>
        {action}
      </div>
      {children}
    </section>
  );
}

/** "Invite member" and its dialog, which starts blank at each opening. */
function InviteButton() {
  return (
    <FormDialog trigger={<Button icon={<UserPlus aria-hidden="true" />}>{s.invite}</Button>}>
      {(close) => <InviteForm onDone={close} />}
    </FormDialog>
  );
}

type OwnerPartsProps = {
  practiceName: string;
  members: readonly PracticeMember[];
  invitations: readonly PracticeInvitation[];
  accountId: number;
  /** The practice is being read again: the tables are marked busy. */
  busy: boolean;
};

/** The owner's members (or, alone, an invitation to invite) and open invitations. */
function OwnerParts({ practiceName, members, invitations, accountId, busy }: OwnerPartsProps) {
  const membersHeading = useRef<HTMLHeadingElement>(null);
  const invitationsHeading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <OwnerPart title={s.members.title} headingRef={membersHeading} action={<InviteButton />}>
        {isOnlyMember(members) ? (
          <ListEmpty icon={Users} text={s.members.onlyMember} />
        ) : (
          <MembersTable
            practiceName={practiceName}
            members={members}
            accountId={accountId}
            busy={busy}
            onRemoved={() => membersHeading.current?.focus()}
          />
        )}
      </OwnerPart>
      <OwnerPart title={s.invitations.title} headingRef={invitationsHeading}>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{s.invitations.none}</p>
        ) : (
          <InvitationsTable
            invitations={invitations}
            busy={busy}
            onRevoked={() => invitationsHeading.current?.focus()}
          />
        )}
      </OwnerPart>
    </>
  );
}

/**
 * The account page's practice (issue 39): the practice the doctor belongs to, their role, whether
 * orders need a PO number, and their monthly limit and spending when they have one; for an owner
 * also the PO number's switch, the members, each editable and removable, "Invite member", and the
 * open invitations. Nothing for an account in no practice.
 */
export function PracticeSection({ accountId }: { accountId: number }) {
  const practice = usePractice(accountId);
  const { data } = practice;
  if (data === null) return null;

  return (
    <HeadedSection panel title={s.title} intro={data?.members ? s.ownerIntro : undefined}>
      <QueryView
        query={{ ...practice, data }}
        error={{ title: s.loadFailed, text: s.loadFailedText, size: 'block', announce: false }}
        loading={<Spinner label={s.loading} />}
      >
        {(read) => (
          <>
            <FactList rows={ownFacts(read)} />
            {read.role === 'owner' && (
              <PoNumberSwitch accountId={accountId} required={read.practice.poNumberRequired} />
            )}
            {read.members && read.invitations && (
              <OwnerParts
                practiceName={read.practice.name}
                members={read.members}
                invitations={read.invitations}
                accountId={accountId}
                busy={practice.isFetching}
              />
            )}
          </>
        )}
      </QueryView>
    </HeadedSection>
  );
}
