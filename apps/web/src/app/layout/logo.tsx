import { Link } from 'react-router';
import { settings } from '@/lib/settings';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2 rounded-md font-semibold tracking-tight text-foreground"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" className="fill-primary-foreground" />
      </svg>
      <span className="truncate text-lg">{settings.shopName}</span>
    </Link>
  );
}
