import type { LandingConfig } from '@shared/storefronts/storefront.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ConfigForm } from './config-form';

/** The storefront's configuration: the form that creates it, then the one that updates it. */
export function ConfigTab(props: { config: LandingConfig | null; onCreate: () => void }) {
  const { config } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{config ? 'Configuration' : 'Create your storefront'}</CardTitle>
        <CardDescription>
          {config
            ? 'What your public page shows and where it answers.'
            : 'Name your page and choose its address; you can change everything later.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfigForm key={config?.id ?? 'new'} config={config} onCreate={props.onCreate} />
      </CardContent>
    </Card>
  );
}
