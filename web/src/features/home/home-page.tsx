import { Container } from '@mantine/core';
import { HydrationSlice } from '@/components/hydration-slice';
import { lazySection } from '@/components/lazy-section';
import { OfflineNotice } from '@/components/offline-notice';
import { useDocumentMeta } from '@/components/use-document-meta';
import { DEFAULT_PERSONAL_INFO } from '@/config/defaults';
import { DEFAULT_SERVICES } from '@/config/services-content';
import { publicQueries } from '@/data/public-content/queries';
import { useProfileJsonLd } from '@/data/public-content/use-profile-json-ld';
import { usePublic } from '@/data/public-content/use-public-query';
import { serviceSections } from '@/lib/service-sections';
import { groupSkills, HOME_SKILL_LIMITS } from '@/lib/skills';
import { storedOrDefault } from '@/lib/stored-or-default';
import type { AboutTeaser as AboutTeaserComponent, TeaserEntry } from './about-teaser';
import type { SkillsTeaser as SkillsTeaserComponent } from './skills-teaser';
import type { FeaturedProjects as FeaturedProjectsComponent } from './featured-projects';
import type { SelectedPublications as SelectedPublicationsComponent } from './selected-publications';
import type { LatestNotes as LatestNotesComponent } from './latest-notes';
import type { ServicesTeaser as ServicesTeaserComponent } from './services-teaser';
import type { ClosingCta as ClosingCtaComponent } from './closing-cta';
import { HeroSection } from './hero-section';
import { HOME_TEXT } from './messages';

// Everything below the hero loads and hydrates section by section (lazySection, HydrationSlice):
// the type imports are erased, so each section stays out of the page's own chunk.
const AboutTeaser = lazySection(
  import.meta.glob<typeof AboutTeaserComponent>('/src/features/home/about-teaser.tsx', {
    import: 'AboutTeaser',
  }),
);
const SkillsTeaser = lazySection(
  import.meta.glob<typeof SkillsTeaserComponent>('/src/features/home/skills-teaser.tsx', {
    import: 'SkillsTeaser',
  }),
);
const FeaturedProjects = lazySection(
  import.meta.glob<typeof FeaturedProjectsComponent>('/src/features/home/featured-projects.tsx', {
    import: 'FeaturedProjects',
  }),
);
const SelectedPublications = lazySection(
  import.meta.glob<typeof SelectedPublicationsComponent>('/src/features/home/selected-publications.tsx', {
    import: 'SelectedPublications',
  }),
);
const LatestNotes = lazySection(
  import.meta.glob<typeof LatestNotesComponent>('/src/features/home/latest-notes.tsx', {
    import: 'LatestNotes',
  }),
);
const ServicesTeaser = lazySection(
  import.meta.glob<typeof ServicesTeaserComponent>('/src/features/home/services-teaser.tsx', {
    import: 'ServicesTeaser',
  }),
);
const ClosingCta = lazySection(
  import.meta.glob<typeof ClosingCtaComponent>('/src/features/home/closing-cta.tsx', {
    import: 'ClosingCta',
  }),
);

/**
 * Home: hero, about teaser, skills, featured projects, selected publications and the latest notes
 * (each only when there are some), services, call to action.
 */
export function HomePage() {
  useDocumentMeta(HOME_TEXT.metaTitle, HOME_TEXT.metaDescription, { jsonLd: useProfileJsonLd('/') });
  const hero = usePublic(publicQueries.hero);
  const about = usePublic(publicQueries.homeAbout);
  const education = usePublic(publicQueries.homeEducation);
  const experience = usePublic(publicQueries.homeExperience);
  const skills = usePublic(publicQueries.homeSkills);
  const projects = usePublic(publicQueries.homeProjects);
  const papers = usePublic(publicQueries.homePublications);
  const notes = usePublic(publicQueries.homeNotes);
  // The same read as /services, so one visit fills the stored copy of both.
  const services = usePublic(publicQueries.services);
  const shownServices = storedOrDefault(services, DEFAULT_SERVICES);

  const info = { ...DEFAULT_PERSONAL_INFO, ...hero.data, ...about.data };
  const offline = [hero, about, education, experience, skills, projects, papers, notes].some(
    (q) => q.offline,
  );

  const educationEntries: TeaserEntry[] = (education.data ?? []).map((e) => ({
    id: e.id,
    heading: e.degree,
    subheading: e.institution,
    start: e.start_date,
    end: e.end_date,
  }));
  const experienceEntries: TeaserEntry[] = (experience.data ?? []).map((e) => ({
    id: e.id,
    heading: e.position,
    subheading: e.company,
    start: e.start_date,
    end: e.end_date,
  }));

  return (
    <>
      {offline && (
        <Container size="lg" pt="md">
          <OfflineNotice />
        </Container>
      )}
      <HeroSection
        name={info.name}
        title={info.title}
        tagline={info.tagline}
        profileImage={info.profile_image}
        loading={hero.status === 'loading'}
      />
      {/* Below the hero, each section loads and hydrates on its own once near the viewport or idle. */}
      <HydrationSlice id="home-about">
        <AboutTeaser
          intro={info.about_intro}
          detail={info.about_detail}
          education={educationEntries}
          experience={experienceEntries}
          loading={
            about.status === 'loading' || education.status === 'loading' || experience.status === 'loading'
          }
        />
      </HydrationSlice>
      <HydrationSlice id="home-skills">
        <SkillsTeaser
          groups={groupSkills(skills.data ?? [], HOME_SKILL_LIMITS)}
          loading={skills.status === 'loading'}
        />
      </HydrationSlice>
      <HydrationSlice id="home-projects">
        <FeaturedProjects projects={projects.data ?? []} loading={projects.status === 'loading'} />
      </HydrationSlice>
      {/* Absent, not empty, when there is no paper: most portfolios have none. */}
      {papers.data && papers.data.length > 0 && (
        <HydrationSlice id="home-publications">
          <SelectedPublications publications={papers.data} />
        </HydrationSlice>
      )}
      {notes.data && notes.data.length > 0 && (
        <HydrationSlice id="home-notes">
          <LatestNotes notes={notes.data} />
        </HydrationSlice>
      )}
      <HydrationSlice id="home-services">
        <ServicesTeaser sections={shownServices && serviceSections(shownServices)} />
      </HydrationSlice>
      <HydrationSlice id="home-cta">
        <ClosingCta />
      </HydrationSlice>
    </>
  );
}
