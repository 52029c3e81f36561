import type { LandingConfig } from '@shared/storefronts/storefront.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ConfigForm } from './config-form';
import { useT } from '@client/i18n/use-t';

/** The storefront's configuration: the form that creates it, then the one that updates it. */
export function ConfigTab(props: { config: LandingConfig | null; onCreate: () => void }) {
  const t = useT();
  const { config } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{config ? t('storefronts.tab.configuration') : t('storefronts.config.createTitle')}</CardTitle>
        <CardDescription>
          {config ? t('storefronts.config.editDescription') : t('storefronts.config.createDescription')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfigForm key={config?.id ?? 'new'} config={config} onCreate={props.onCreate} />
      </CardContent>
    </Card>
  );
}
