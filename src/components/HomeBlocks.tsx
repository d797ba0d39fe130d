import { href } from '../lib/href';
import { use } from 'react';
import type { Result } from '../lib/result';
import { useSite } from '../render/context';
import type { ArticleSummary, HomeInfo, HomeSlides, NewsPage } from '../upstream/schemas';
import { Block } from './Block';
import { DateText } from './DateText';
import { Island } from './Island';
import { Slider, type SlideItem } from './islands/Slider';
import { cmsHref } from './links';

export interface HomeData {
  slides: Promise<Result<HomeSlides>>;
  info: Promise<Result<HomeInfo>>;
  news: Promise<Result<NewsPage>>;
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

interface ImageCardProps {
  title: string;
  link: string | undefined;
  summary: string;
  image: string | undefined;
  alt: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

/** A card with a sized, lazy image (below the fold on the home pages), a linked title and text. */
function ImageCard({ title, link, summary, image, alt, width, height }: ImageCardProps) {
  return (
    <article className="card">
      {image ? (
        <img src={image} alt={alt ?? ''} width={width ?? 800} height={height ?? 450} loading="lazy" decoding="async" />
      ) : null}
      <div className="card__body">
        <h3 className="card__title">
          <Link raw={link}>{title}</Link>
        </h3>
        <p>{summary}</p>
      </div>
    </article>
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
        return <Island name="slider" component={Slider} props={{ slides, labels }} />;
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
            {intro.image ? (
              <img
                src={intro.image}
                alt={intro.alt ?? ''}
                width={intro.width ?? 800}
                height={intro.height ?? 450}
                loading="lazy"
                decoding="async"
              />
            ) : null}
          </div>
        )}
      </Block>
    </section>
  );
}

export function FacultyIntros({ data }: { data: HomeData }) {
  const { t } = useSite();
  return (
    <section className="section" aria-labelledby="home-faculties">
      <h2 id="home-faculties">{t('home.faculties')}</h2>
      <Block data={data.info}>
        {({ faculties }) => (
          <ul className="cards">
            {faculties.map((f) => (
              <li key={f.code}>
                <ImageCard
                  title={f.name}
                  link={f.link}
                  summary={f.summary}
                  image={f.image}
                  alt={f.alt}
                  width={f.width}
                  height={f.height}
                />
              </li>
            ))}
          </ul>
        )}
      </Block>
    </section>
  );
}

export function CampusLife({ data }: { data: HomeData }) {
  const { t } = useSite();
  return (
    <section className="section" id="campus-life" aria-labelledby="home-campus">
      <h2 id="home-campus">{t('home.campusLife')}</h2>
      <Block data={data.info}>
        {({ campusLife }) => (
          <ul className="cards">
            {campusLife.map((item) => (
              <li key={item.id}>
                <ImageCard
                  title={item.title}
                  link={item.link}
                  summary={item.summary}
                  image={item.image}
                  alt={item.alt}
                  width={item.width}
                  height={item.height}
                />
              </li>
            ))}
          </ul>
        )}
      </Block>
    </section>
  );
}

export function ResearchCentres({ data }: { data: HomeData }) {
  const { t } = useSite();
  return (
    <section className="section" id="research-centres" aria-labelledby="home-research">
      <h2 id="home-research">{t('home.research')}</h2>
      <Block data={data.info}>
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
      </Block>
    </section>
  );
}
