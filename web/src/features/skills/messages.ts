/** Every text of the Skills page, in one place; the built-in skills are in config/. */
export const SKILLS_TEXT = {
  metaTitle: 'Skills | Portfolio',
  metaDescription:
    'Skills of a data scientist and Android developer: programming languages, ML & data science, tools, big data, Android development and soft skills.',
  eyebrow: 'Expertise',
  title: 'My Skills',
  lead: 'A toolbox built over years of shipping models and apps, and the habits that make teams work.',
  softSkills: 'Soft Skills',
  softSkillsLead: 'What makes the technical work land.',
};
