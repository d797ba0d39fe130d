import { useSite } from '../render/context';

interface Props {
  minimal?: boolean;
}

export function SiteFooter({ minimal = false }: Props) {
  const { t } = useSite();
  return (
    <footer className={minimal ? 'site-footer site-footer--minimal' : 'site-footer'}>
      <p className="site-footer__copyright">© {t('site.name')}</p>
    </footer>
  );
}
