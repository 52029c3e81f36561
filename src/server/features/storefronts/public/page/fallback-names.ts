import { FALLBACK_SERVICES } from '../../../../../shared/storefronts/storefront.schemas';
import type { Translate } from '../storefront-text';

const { pool, landscape, generic } = FALLBACK_SERVICES;

/** The services a page lists for a business without its own (spec 2), by their English name, in `t`'s language. */
export const fallbackNamesIn = (t: Translate): Record<string, string> => ({
  [pool[0]]: t('storefronts.site.fallback.poolCleaning'),
  [pool[1]]: t('storefronts.site.fallback.chemicalBalancing'),
  [pool[2]]: t('storefronts.site.fallback.equipmentRepair'),
  [pool[3]]: t('storefronts.site.fallback.poolOpening'),
  [pool[4]]: t('storefronts.site.fallback.leakDetection'),
  [pool[5]]: t('storefronts.site.fallback.filterMaintenance'),
  [landscape[0]]: t('storefronts.site.fallback.lawnMowing'),
  [landscape[1]]: t('storefronts.site.fallback.landscapeDesign'),
  [landscape[2]]: t('storefronts.site.fallback.treeCare'),
  [landscape[3]]: t('storefronts.site.fallback.irrigation'),
  [landscape[4]]: t('storefronts.site.fallback.seasonalCleanup'),
  [landscape[5]]: t('storefronts.site.fallback.hardscaping'),
  [generic[0]]: t('storefronts.site.fallback.homeRepairs'),
  [generic[1]]: t('storefronts.site.fallback.maintenancePlans'),
  [generic[2]]: t('storefronts.site.fallback.installations'),
  [generic[3]]: t('storefronts.site.fallback.inspections'),
  [generic[4]]: t('storefronts.site.fallback.emergency'),
  [generic[5]]: t('storefronts.site.fallback.estimates'),
});
