import { Activity, Bone, Droplets, Scale, Syringe, Stethoscope, type LucideIcon } from 'lucide-react';
import type { Category } from '@shop/contract/catalog-schemas';

const iconBySlug: Partial<Record<string, LucideIcon>> = {
  'botulinum-toxins': Syringe,
  'dermal-fillers': Droplets,
  orthopedic: Bone,
  rheumatology: Activity,
  'weightloss-gynecology': Scale,
};

/** The category's own image when an admin set one (its icon is an image), else a fitting glyph. */
export function CategoryIcon({ category }: { category: Category }) {
  if (category.icon) {
    return (
      <img
        src={category.icon}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-12 rounded-lg object-cover"
      />
    );
  }
  const Icon = iconBySlug[category.slug] ?? Stethoscope;
  return (
    <span className="flex size-12 items-center justify-center rounded-lg bg-accent text-accent-foreground">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
