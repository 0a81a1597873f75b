// A partner as the studio's pickers name it: the insurer's own site (id "default") in words of the
// studio's language, any other partner by its name and id.
import type { TFunction } from 'i18next';

export function partnerLabel(t: TFunction, partner: { id: string; name: string }): string {
  return partner.id === 'default' ? t('studio.defaultPartner', { name: partner.name }) : `${partner.name} (${partner.id})`;
}
