import type {ReactNode} from 'react';
import {Dialog} from '@site/src/components/Dialog';
import type {PriceCategories} from '@site/src/data/content';
import {RichText} from './RichText';
import {keepDashWithPrecedingWord} from './text';
import styles from './styles.module.css';

/** What the struck-through price of a package is: the sum of its treatments booked one by one. */
const COMPARISON_LABEL = 'einzeln gebucht';

type TouchUp = NonNullable<ServiceItemProps['service']['touchUp']>;

/** How long an included touch-up is included: " innerhalb von acht Wochen nach der Behandlung". */
const within = (touchUp: TouchUp) =>
  touchUp.included && touchUp.within ? ` ${touchUp.within}` : '';

/** Beside a permanent make-up price (§ 3 PAngV): "inklusive Nacharbeit innerhalb von acht Wochen nach der Behandlung" or "zuzüglich Nacharbeit 80 €". */
const touchUpLine = (touchUp: TouchUp) =>
  touchUp.included
    ? `inklusive Nacharbeit${within(touchUp)}`
    : `zuzüglich Nacharbeit ${touchUp.price}`;

export interface ServiceItemProps {
  /** A treatment; its `id` (category and title) is unique on the page. */
  readonly service: PriceCategories[number]['services'][number];
  /** Its dialog's id, unique on the page; the dialog's title is `${dialogId}-titel`. */
  readonly dialogId: string;
}

/**
 * One treatment: title, prices and duration, and a 'Mehr erfahren' button that opens its
 * dialog. Every dialog is rendered, so all descriptions are in the prerendered HTML; closed
 * dialogs are hidden from assistive technology. The button's `command`/`commandfor` and the
 * dialog's `<form method="dialog">` open and close it without script; the dialog island closes
 * it on a backdrop click (and supplies the commands in browsers without them).
 */
export function ServiceItem({service, dialogId}: ServiceItemProps): ReactNode {
  const {id} = service;
  const titleId = `${dialogId}-titel`;

  return (
    <li id={id} className={styles.service}>
      <h3 className={styles.serviceTitle}>{keepDashWithPrecedingWord(service.title)}</h3>
      <p className={styles.facts}>
        <span className={styles.duration}>
          <span className="site-visually-hidden">Behandlungsdauer: </span>
          {service.duration}
        </span>
        <span className={styles.prices}>
          {/* Only a package has one (plugins/content/checks.ts): the sum of its single prices, said visibly. */}
          {service.regularPrice !== undefined && (
            <>
              <span className={styles.comparison}>
                {COMPARISON_LABEL} <s className={styles.regularPrice}>{service.regularPrice}</s>
              </span>{' '}
            </>
          )}
          <span className={styles.price}>
            <span className="site-visually-hidden">Preis: </span>
            {service.price}
          </span>
        </span>
        {service.savings && <span className={styles.savings}>Sie sparen {service.savings}</span>}
        {service.touchUp && <span className={styles.touchUp}>{touchUpLine(service.touchUp)}</span>}
      </p>
      <button
        type="button"
        className={styles.moreButton}
        // 37 buttons say "Mehr erfahren": the name says which treatment (and starts with the visible text).
        aria-label={`Mehr erfahren: ${service.title}`}
        aria-haspopup="dialog"
        commandfor={dialogId}
        command="show-modal">
        Mehr erfahren
      </button>
      <Dialog id={dialogId} aria-labelledby={titleId} className={styles.dialog}>
        <div className={styles.dialogInner}>
          {/* showModal() focuses the title (read first): autofocus names it, as the HTML spec advises
              for dialogs; without it Firefox focuses the first element in Tab order instead. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- inside a modal dialog, where focus must move */}
          <h3 id={titleId} className={styles.dialogTitle} tabIndex={-1} autoFocus>
            {keepDashWithPrecedingWord(service.title)}
          </h3>
          {/* Scrolls on small screens: focusable so keyboard users can scroll it too. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.dialogBody} tabIndex={0} role="group" aria-labelledby={titleId}>
            {(service.description || service.includes) && (
              <>
                <h4 className={styles.aboutHeading}>Über diese Behandlung</h4>
                <div className={styles.description}>
                  {service.description && <RichText value={service.description} />}
                  {service.includes && (
                    <>
                      <p>Im Paket enthalten:</p>
                      <ul>
                        {service.includes.map((title) => (
                          <li key={title}>{title}</li>
                        ))}
                      </ul>
                      {service.savings && (
                        <p>Gegenüber der Einzelbuchung sparen Sie {service.savings}.</p>
                      )}
                    </>
                  )}
                </div>
              </>
            )}
            <dl className={styles.dialogFacts}>
              <div>
                <dt>Preis</dt>
                <dd className={styles.price}>{service.price}</dd>
              </div>
              {service.regularPrice !== undefined && (
                <div>
                  <dt>Einzeln gebucht</dt>
                  <dd>
                    <s className={styles.regularPrice}>{service.regularPrice}</s>
                  </dd>
                </div>
              )}
              {service.touchUp && (
                <div>
                  <dt>Nacharbeit</dt>
                  <dd>
                    {service.touchUp.included
                      ? `im Preis enthalten${within(service.touchUp)}`
                      : `${service.touchUp.price} zusätzlich`}
                  </dd>
                </div>
              )}
              <div>
                <dt>Behandlungsdauer</dt>
                <dd>{service.duration}</dd>
              </div>
            </dl>
          </div>
          <form method="dialog" className={styles.dialogActions}>
            <button type="submit" className={styles.closeButton}>
              Schließen
            </button>
          </form>
        </div>
      </Dialog>
    </li>
  );
}
