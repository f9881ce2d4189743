import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ResponsiveImage} from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';
import {useContent} from '@site/src/data/content';

export function Intro(): ReactNode {
  const {intro} = useContent().home;
  return (
    <div className={clsx('site-container', styles.intro)}>
      {intro.map((section, index) => (
        <section
          key={section.title}
          className={clsx(styles.introSection, index % 2 === 1 && styles.introReversed)}
          aria-labelledby={`intro-${index}`}>
          <div className={styles.introText}>
            <h2 id={`intro-${index}`} className="site-underlined">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {section.image && (
            <ResponsiveImage
              src={section.image}
              alt={section.alt ?? ''}
              sizes="(min-width: 900px) 40vw, 100vw"
              className={styles.introImage}
            />
          )}
        </section>
      ))}
    </div>
  );
}
