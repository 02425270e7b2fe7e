import type createPlugin from 'tailwindcss/plugin';
import { questionAttributes, topicQuestions } from './topic-questions';

/**
 * The stylesheet's part of the topics' questions (main.css loads this with `@plugin`): each
 * question is shown while a topic that asks it is chosen in the form's topic list, and the group
 * around them while any such topic is. CSS alone (`:has()`), so it works before the app starts and
 * with JavaScript off, and the page's script carries none of it. The rules come from the topics'
 * declaration, so a topic given a question needs no stylesheet edit.
 */
const { group, question } = questionAttributes;

const topicsPlugin: Parameters<typeof createPlugin>[0] = ({ addBase }) => {
  const asking = Object.entries(topicQuestions).filter(([, questions]) => questions.length > 0);
  const chosen = (topic: string) => `form:has(select[name='topic'] option[value='${topic}']:checked)`;
  addBase({
    [`[${group}], [${question}]`]: { display: 'none' },
    ...Object.fromEntries(
      asking.map(([topic]) => [`${chosen(topic)} :is([${group}], [${question}~='${topic}'])`, { display: 'block' }]),
    ),
  });
};

export default topicsPlugin;
