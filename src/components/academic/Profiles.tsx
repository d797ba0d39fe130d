import type { ReactNode } from 'react';
import { ALUMNUS_PHOTO, DeptFact, Photo, type Pictured, TEACHER_PHOTO } from '@/components/academic/People';
import { Fact } from '@/components/Fact';
import { MailTo } from '@/components/MailTo';
import { PageTitle } from '@/components/PageTitle';
import { RichText } from '@/components/RichText';
import type { SafeHtml } from '@/security/safe-html';
import { href } from '@/lib/href';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import type { Dept, SchoolfellowDetail, TeacherDetail } from '@/upstream/schemas';

interface ProfileProps {
  person: Pictured;
  fallback: { width: number; height: number };
  /** Shown above the name (a post, a position); nothing when empty. */
  kicker: string;
  /** The list the profile belongs to. */
  back: { href: string; label: string };
  children: ReactNode;
}

/** A person's page: photo (or monogram), the name as the page's title, what is given, a way back. */
function Profile({ person, fallback, kicker, back, children }: ProfileProps) {
  return (
    <article className="profile">
      <Photo person={person} fallback={fallback} lazy={false} className="profile__photo" sizes="200px" />
      <div className="profile__main">
        <PageTitle title={person.name} kicker={kicker || undefined} />
        {children}
        <p>
          <a href={back.href}>{back.label}</a>
        </p>
      </div>
    </article>
  );
}

/** A titled section of a profile listing items; nothing without items. */
function ListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

interface TeacherProfileProps {
  teacher: TeacherDetail;
  /** The biography, sanitised by the loader. */
  biography: SafeHtml;
  depts: Promise<Result<Dept[]>>;
}

/** /teacher/detail: photo, post, department, contact, research areas, education, biography. */
export function TeacherProfile({ teacher, biography, depts }: TeacherProfileProps) {
  const { locale, t } = useSite();
  return (
    <Profile
      person={teacher}
      fallback={TEACHER_PHOTO}
      kicker={teacher.title}
      back={{ href: href('teacher', {}, locale), label: t('teacher.back') }}
    >
      <dl className="profile__facts">
        <DeptFact depts={depts} deptId={teacher.deptId} label={t('teacher.department')} />
        <Fact label={t('teacher.email')} value={teacher.email}>
          {(email) => <MailTo address={email} />}
        </Fact>
      </dl>
      <ListSection id="teacher-research" title={t('teacher.researchAreas')} items={teacher.researchAreas} />
      <ListSection id="teacher-education" title={t('teacher.education')} items={teacher.education} />
      {biography.trim() ? (
        <section className="section" aria-labelledby="teacher-biography">
          <h2 id="teacher-biography">{t('teacher.biography')}</h2>
          <RichText html={biography} />
        </section>
      ) : null}
    </Profile>
  );
}

interface AlumnusProfileProps {
  alumnus: SchoolfellowDetail;
  /** The story, sanitised by the loader. */
  story: SafeHtml;
  depts: Promise<Result<Dept[]>>;
}

/** /alumni/detail: photo, position, programme, year, department and story. */
export function AlumnusProfile({ alumnus, story, depts }: AlumnusProfileProps) {
  const { locale, t } = useSite();
  const { userType } = alumnus;
  return (
    <Profile
      person={alumnus}
      fallback={ALUMNUS_PHOTO}
      kicker={alumnus.position}
      back={{ href: href('alumni', {}, locale), label: t('alumni.back') }}
    >
      <dl className="profile__facts">
        <Fact label={t('alumni.programme')} value={alumnus.programme} />
        <Fact label={t('alumni.graduationYear')} value={alumnus.graduationYear} />
        <Fact
          label={t('alumni.filterType')}
          value={userType === 1 || userType === 2 ? t(`alumni.userType.${userType}`) : undefined}
        />
        <DeptFact depts={depts} deptId={alumnus.deptId} label={t('alumni.department')} />
      </dl>
      {story.trim() ? <RichText html={story} /> : alumnus.quote ? <blockquote>{alumnus.quote}</blockquote> : null}
    </Profile>
  );
}
