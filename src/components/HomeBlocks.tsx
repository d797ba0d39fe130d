import { FinderLink } from '@/components/academic/Finder';
import { CmsImage } from '@/components/CmsImage';
import { href } from '@/lib/href';
import { use } from 'react';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import type { ArticleSummary, HomeInfo, HomeSlides, NewsPage } from '@/upstream/schemas';
import { Block } from '@/components/Block';
import { DateText } from '@/components/DateText';
import { Island } from '@/components/Island';
import { Slider, type SlideItem, type SliderEnhancement } from '@/components/Slider';
import { cmsHref } from '@/cms/links';

export interface HomeData {
  slides: Promise<Result<HomeSlides>>;
  info: Promise<Result<HomeInfo>>;
  news: Promise<Result<NewsPage>>;
  /** Whether the site has a programme finder: linked beside the prospective students' entry. */
  finder?: Promise<Result<true>>;
}

/**
 * The home page shows the full-page loading indicator (the layout's Suspense fallback) until
 * its data is settled, then appears whole: blocks revealed one by one would push those below
 * them down the screen. (Each block still degrades on its own if its data failed.)
 */
export function HomeMain({ data, children }: { data: HomeData; children: React.ReactNode }) {
  use(data.info);
  use(data.slides);
  use(data.news);
  return <>{children}</>;
}

function Link({
  raw,
  children,
  className,
}: {
  raw: string | undefined;
  children: React.ReactNode;
  className?: string;
}) {
  const { locale } = useSite();
  const link = cmsHref(raw, locale);
  return link ? (
    <a href={link.href} className={className}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}

/** What a home card or the intro shows besides its title (the CMS's homeCard fields). */
type HomeCard = Pick<HomeInfo['campusLife'][number], 'summary' | 'image' | 'alt' | 'width' | 'height' | 'link'>;

/** A card in a grid of 240 px columns or more inside the 1,200 px page (src/styles/blocks.css). */
const CARD_SIZES = '(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw';

/** A CMS image of the home page: sized (800×450 when the CMS gives no size) and lazy, below the fold. */
function HomeImage({ card }: { card: Omit<HomeCard, 'summary' | 'link'> }) {
  if (!card.image) return null;
  return (
    <CmsImage
      src={card.image}
      alt={card.alt ?? ''}
      width={card.width}
      height={card.height}
      fallback={{ width: 800, height: 450 }}
      sizes={CARD_SIZES}
      load="lazy"
    />
  );
}

/** Cards with an image, a linked title and text. */
function ImageCards({ items }: { items: { key: string | number; title: string; card: HomeCard }[] }) {
  return (
    <ul className="cards">
      {items.map(({ key, title, card }) => (
        <li key={key}>
          <article className="card">
            <HomeImage card={card} />
            <div className="card__body">
              <h3 className="card__title">
                <Link raw={card.link}>{title}</Link>
              </h3>
              <p>{card.summary}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

interface InfoSectionProps {
  data: HomeData;
  /** The section's own id (a link target), if any. */
  id?: string;
  headingId: string;
  title: string;
  children: (info: HomeInfo) => React.ReactNode;
}

/** A titled home section drawn from the home info (degrading on its own when that failed). */
function InfoSection({ data, id, headingId, title, children }: InfoSectionProps) {
  return (
    <section className="section" id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <Block data={data.info}>{children}</Block>
    </section>
  );
}

export function HomeSlider({ data }: { data: HomeData }) {
  const { locale, t } = useSite();
  return (
    <Block data={data.slides} fallback={<div className="slider slider--placeholder" aria-hidden="true" />}>
      {({ advImgs }) => {
        const slides: SlideItem[] = advImgs.map((s) => ({
          id: String(s.id),
          title: s.title,
          subtitle: s.subtitle || undefined,
          image: s.image,
          ...(s.alt ? { alt: s.alt } : {}),
          width: s.width,
          height: s.height,
          href: cmsHref(s.link, locale)?.href,
          phone: s.phone,
        }));
        if (slides.length === 0) return null;
        const labels = {
          region: t('slider.region'),
          prev: t('slider.prev'),
          next: t('slider.next'),
          pause: t('slider.pause'),
          play: t('slider.play'),
          goTo: t('slider.goToSlide', { n: '{n}' }),
        };
        const enhancement: SliderEnhancement = { labels, interval: 6000 };
        return (
          <Island name="slider" props={enhancement}>
            <Slider slides={slides} labels={labels} />
          </Island>
        );
      }}
    </Block>
  );
}

export function EntryChoices({ data }: { data: HomeData }) {
  const { t } = useSite();
  return (
    <section className="section entries" aria-labelledby="home-entries">
      <h2 id="home-entries" className="visually-hidden">
        {t('home.entries')}
      </h2>
      <Block data={data.info}>
        {(info) => (
          <ul className="entries__list">
            {info.entries.map((entry) => (
              <li key={entry.key}>
                <Link raw={entry.link} className={`entries__link entries__link--${entry.key}`}>
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Block>
      {data.finder ? <FinderLink available={data.finder} className="entries__finder" /> : null}
    </section>
  );
}

export function NewsCard({ item }: { item: ArticleSummary }) {
  const { locale } = useSite();
  return (
    <article className="card news-card">
      <div className="card__body">
        <DateText value={item.publishDate} className="card__meta" />
        <h3 className="card__title">
          <a href={href('news-detail', { id: item.id }, locale)}>{item.title}</a>
        </h3>
        {item.summary ? <p>{item.summary}</p> : null}
      </div>
    </article>
  );
}

export function LatestNews({ data }: { data: HomeData }) {
  const { locale, t } = useSite();
  return (
    <section className="section" aria-labelledby="home-news">
      <div className="section__head">
        <h2 id="home-news">{t('home.news')}</h2>
        <a href={href('news-list', {}, locale)}>{t('home.moreNews')}</a>
      </div>
      <Block data={data.news}>
        {(page) => (
          <ul className="cards">
            {page.rows.slice(0, 3).map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </Block>
    </section>
  );
}

export function CollegeIntro({ data }: { data: HomeData }) {
  const { t } = useSite();
  return (
    <section className="section intro" aria-labelledby="home-intro">
      <Block data={data.info}>
        {({ intro }) => (
          <div className="intro__grid">
            <div>
              <h2 id="home-intro">{intro.title}</h2>
              <p>{intro.summary}</p>
              <Link raw={intro.link} className="button">
                {t('home.readMore')}
              </Link>
            </div>
            <HomeImage card={intro} />
          </div>
        )}
      </Block>
    </section>
  );
}

export function FacultyIntros({ data }: { data: HomeData }) {
  const { t } = useSite();
  return (
    <InfoSection data={data} headingId="home-faculties" title={t('home.faculties')}>
      {({ faculties }) => <ImageCards items={faculties.map((f) => ({ key: f.code, title: f.name, card: f }))} />}
    </InfoSection>
  );
}

export function CampusLife({ data }: { data: HomeData }) {
  const { t } = useSite();
  return (
    <InfoSection data={data} id="campus-life" headingId="home-campus" title={t('home.campusLife')}>
      {({ campusLife }) => <ImageCards items={campusLife.map((c) => ({ key: c.id, title: c.title, card: c }))} />}
    </InfoSection>
  );
}

export function ResearchCentres({ data }: { data: HomeData }) {
  const { t } = useSite();
  return (
    <InfoSection data={data} id="research-centres" headingId="home-research" title={t('home.research')}>
      {({ researchCentres }) => (
        <ul className="centres">
          {researchCentres.map((c) => (
            <li key={c.id}>
              <h3 className="card__title">
                <Link raw={c.link}>{c.name}</Link>
              </h3>
              <p>{c.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </InfoSection>
  );
}
