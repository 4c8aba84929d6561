import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loadLiveManifest } from '../federation/remotes';
import { fetchLiveReleases, isNewerRelease, runningShellRelease } from '../federation/release-watch';

/** How often a long visit asks whether the portal published, at most (on a navigation or a timer). */
const checkEveryMs = 30_000;
const timerEveryMs = 5 * 60_000;

/** Whether the portal published since this page loaded; false when it cannot tell now (offline, mid-release). */
const newReleaseLive = async (): Promise<boolean> => {
  try {
    const [remotes, live] = await Promise.all([loadLiveManifest(), fetchLiveReleases()]);
    return isNewerRelease({ remotes, shell: runningShellRelease() }, live);
  } catch {
    return false;
  }
};

/**
 * During a long visit the portal may publish a release (a remote, the shell). The page goes on
 * with the releases it loaded; at the next navigation after a release is seen, a notice offers the
 * new version, and only the user's click reloads, so nothing typed is lost to a reload they did
 * not ask for.
 */
export const NewReleaseNotice = () => {
  const { t } = useTranslation('shell');
  const { key } = useLocation();
  /** The page on which a new release was seen (null: none seen): it is offered on any other. */
  const [seenOn, setSeenOn] = useState<string | null>(null);
  /** The page shown now and when the last check started; set by the effects, read by the timer. */
  const watch = useRef<{ page: string; checkedAt: number } | null>(null);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!watch.current) return;
      watch.current.checkedAt = Date.now();
      void newReleaseLive().then((found) => found && setSeenOn((before) => before ?? watch.current?.page ?? null));
    }, timerEveryMs);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!watch.current) {
      watch.current = { page: key, checkedAt: Date.now() };
      return;
    }
    const left = watch.current.page;
    watch.current.page = key;
    // A navigation asks too (at most every 30 s); what it finds is offered on the page it opened.
    if (left !== key && Date.now() - watch.current.checkedAt >= checkEveryMs) {
      watch.current.checkedAt = Date.now();
      void newReleaseLive().then((found) => found && setSeenOn((before) => before ?? left));
    }
  }, [key]);

  const offered = seenOn !== null && seenOn !== key;
  return (
    <div aria-live="polite">
      {offered ? (
        <section className="shell-new-release" data-testid="new-release-notice">
          <p>{t('newRelease.text')}</p>
          <button type="button" className="portal-button" onClick={() => window.location.reload()}>
            {t('newRelease.load')}
          </button>
        </section>
      ) : null}
    </div>
  );
};
