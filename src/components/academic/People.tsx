import { CmsImage } from '@/components/CmsImage';
import type { ReactNode } from 'react';
import { Block } from '@/components/Block';
import { Fact } from '@/components/Fact';
import { href } from '@/lib/href';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import type { Dept, Schoolfellow, Teacher } from '@/upstream/schemas';
import { deptMaps, deptName } from '@/cms/depts';

/** Photo sizes when the CMS leaves them out: the img keeps its box, so nothing shifts. */
export const TEACHER_PHOTO = { width: 320, height: 400 };
export const ALUMNUS_PHOTO = { width: 320, height: 320 };

interface DeptProps {
  depts: Promise<Result<Dept[]>>;
  deptId: number | undefined;
}

/** A person's department name in the page's language, from the dept map; nothing if unknown or unavailable. */
function DeptOf({ depts, deptId, children }: DeptProps & { children: (name: string) => ReactNode }) {
  const { locale } = useSite();
  if (deptId === undefined) return null;
  return (
    <Block optional data={depts}>
      {(list) => {
        const dept = deptMaps(list).byId.get(deptId);
        return dept ? children(deptName(dept, locale)) : null;
      }}
    </Block>
  );
}

/** The department as a line of a card. */
export function DeptLabel({ className, ...dept }: DeptProps & { className?: string }) {
  return <DeptOf {...dept}>{(name) => <span className={className}>{name}</span>}</DeptOf>;
}

/** The department as a dt/dd pair of a profile's facts. */
export function DeptFact({ label, ...dept }: DeptProps & { label: string }) {
  return <DeptOf {...dept}>{(name) => <Fact label={label} value={name} />}</DeptOf>;
}

/** What a photo needs of a teacher or an alumnus (the CMS's fields). */
export interface Pictured {
  /** Whose photo: without one, their monogram stands in. */
  name: string;
  photo?: string | undefined;
  photoWidth?: number | undefined;
  photoHeight?: number | undefined;
}

interface PhotoProps {
  person: Pictured;
  fallback: { width: number; height: number };
  lazy: boolean;
  className?: string;
  /** How wide it is drawn (src/lib/images.ts); a list card's photo by default (src/styles/people.css). */
  sizes?: string;
}

/** A list card's photo: 72 px beside the name on phones and tablets, the card's width (at most 400 px) above. */
const CARD_PHOTO_SIZES = '(min-width: 900px) 400px, 72px';

/** CJK names: the family name (first character); others: the initials of the first two words. */
export function monogram(name: string): string {
  const trimmed = name.trim();
  const first = Array.from(trimmed)[0] ?? '';
  if (/\p{Script=Han}/u.test(first)) return first;
  const words = trimmed.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A stable colour (one of six, each with white text above 4.5:1) from the name. */
function tone(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % 6;
}

/**
 * Decorative next to the name it illustrates, so alt is empty. A person without a photo gets
 * a monogram in the photo's box (hidden from screen readers: the name is right beside it).
 */
export function Photo({ person, fallback, lazy, className, sizes = CARD_PHOTO_SIZES }: PhotoProps) {
  const { name, photo: src, photoWidth: width, photoHeight: height } = person;
  if (!src) {
    return (
      <span className={`avatar avatar--${tone(name)} ${className ?? ''}`.trim()} aria-hidden="true">
        {monogram(name)}
      </span>
    );
  }
  return (
    <CmsImage
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      fallback={fallback}
      sizes={sizes}
      load={lazy ? 'lazy' : 'auto'}
    />
  );
}

interface PersonCardProps {
  person: Pictured;
  fallback: { width: number; height: number };
  photoClass: string;
  lazy: boolean;
  /** The person's own page. */
  link: string;
  children: ReactNode;
}

/** A card of a people list: photo (or monogram), the name linking to the profile, then the lines given. */
function PersonCard({ person, fallback, photoClass, lazy, link, children }: PersonCardProps) {
  return (
    <article className="card person-card">
      <Photo person={person} fallback={fallback} lazy={lazy} className={photoClass} />
      <div className="card__body">
        <h2 className="card__title">
          <a href={link}>{person.name}</a>
        </h2>
        {children}
      </div>
    </article>
  );
}

interface CardProps {
  depts: Promise<Result<Dept[]>>;
  lazy: boolean;
}

export function TeacherCard({ teacher, depts, lazy }: CardProps & { teacher: Teacher }) {
  const { locale } = useSite();
  return (
    <PersonCard
      person={teacher}
      fallback={TEACHER_PHOTO}
      photoClass="person-card__photo person-card__photo--portrait"
      lazy={lazy}
      link={href('teacher-detail', { id: teacher.id }, locale)}
    >
      {teacher.title ? <p className="card__meta">{teacher.title}</p> : null}
      <DeptLabel depts={depts} deptId={teacher.deptId} className="card__meta" />
    </PersonCard>
  );
}

export function AlumnusCard({ alumnus, depts, lazy }: CardProps & { alumnus: Schoolfellow }) {
  const { locale, t } = useSite();
  return (
    <PersonCard
      person={alumnus}
      fallback={ALUMNUS_PHOTO}
      photoClass="person-card__photo"
      lazy={lazy}
      link={href('alumni-detail', { id: alumnus.id }, locale)}
    >
      {alumnus.position ? <p className="card__meta">{alumnus.position}</p> : null}
      {alumnus.programme ? (
        <p className="card__meta">
          {alumnus.graduationYear
            ? t('alumni.classOf', { programme: alumnus.programme, year: alumnus.graduationYear })
            : alumnus.programme}
        </p>
      ) : null}
      <DeptLabel depts={depts} deptId={alumnus.deptId} className="card__meta" />
      {alumnus.quote ? <blockquote className="person-card__quote">{alumnus.quote}</blockquote> : null}
    </PersonCard>
  );
}
