#!/bin/sh
# The switch on the server, run by `npm run deploy` (scripts/deploy.mjs) over ssh as
# `sh -c <this file> switch <root> <nginx>`: the uploaded nginx files (<nginx>.next) in place and
# `nginx -t`; only if that passes, the uploaded pages (<root>.next) in place and nginx reloaded.
# Undone, exit 1, if nginx refuses the new files or does not reload. Between the pages' rename and
# the reload, new pages go out with the old policies (nginx holds them in memory) for a moment.
set -u
r=$1
n=$2
back() { rm -rf "$n.failed"; mv "$n" "$n.failed"; [ ! -d "$n.previous" ] || mv "$n.previous" "$n"; }
rm -rf "$n.previous" "$r.previous"
[ ! -d "$n" ] || mv "$n" "$n.previous"
mv "$n.next" "$n" || { back; exit 1; }
nginx -t || { back; exit 1; }
[ ! -d "$r" ] || mv "$r" "$r.previous"
mv "$r.next" "$r" || { [ ! -d "$r.previous" ] || mv "$r.previous" "$r"; back; exit 1; }
if ! systemctl reload nginx; then
  rm -rf "$r.failed"; mv "$r" "$r.failed"; [ ! -d "$r.previous" ] || mv "$r.previous" "$r"
  back; systemctl reload nginx; exit 1
fi
rm -rf "$n.previous" "$r.previous"
