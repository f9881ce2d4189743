#!/bin/sh
# The server side of `npm run deploy` (scripts/deploy.mjs), sent over ssh and run as root:
#   sh -c <this file> switch.sh switch <base> <id> <root> <nginx>
#     puts the uploaded release <base>/releases/<id> (the pages in build/, the nginx files in nginx/)
#     live in one step: the link <base>/live is replaced by one to it (a single rename), and <root>
#     and <nginx> (the `root` and the include folder of deploy/nginx.conf) are links through <base>/live,
#     so pages and policies change together. Then `nginx -t` and the reload; if either fails, the
#     link back (reloaded). Keeps the release it replaced (--link-dest, going back), deletes older ones.
#     Between the rename and the reload, nginx serves the new pages with the policies it holds.
#   sh -c <this file> switch.sh live <base>
#     prints the id of the live release; nothing else changes.
# Both hold <base>/lock, so the read-back after a dropped connection waits for a switch to end; a
# dropped connection (hangup, broken pipe) does not stop a switch halfway.
set -u
trap '' HUP PIPE
b=$2
exec 9>>"$b/lock" || exit 1
if [ "$1" = live ]; then
  flock -s -w 60 9 || exit 1
  live=$(readlink "$b/live")
  echo "${live#releases/}"
  exit 0
fi
flock -w 60 9 || exit 1
id=$3
point() { ln -sfn "releases/$1" "$b/live.new" && mv -T "$b/live.new" "$b/live"; }
# <root> or <nginx> as a link through <base>/live; on the first deploy in this layout, the folder
# there becomes part of release 0, the release live until now.
through() {
  [ "$(readlink "$1")" != "$b/live/$2" ] || return 0
  [ -L "$1" ] || [ ! -e "$1" ] || mv -T "$1" "$b/releases/0/$2" || return 1
  ln -sfn "$b/live/$2" "$1"
}
[ -L "$b/live" ] || { mkdir -p "$b/releases/0" && ln -s releases/0 "$b/live"; } || exit 1
through "$4" build && through "$5" nginx || exit 1
[ -d "$b/releases/$id/build" ] && [ -d "$b/releases/$id/nginx" ] || exit 1
was=$(readlink "$b/live")
was=${was#releases/}
point "$id" || exit 1
nginx -t || { point "$was"; exit 1; }
systemctl reload nginx || { point "$was"; systemctl reload nginx; exit 1; }
for release in "$b"/releases/*; do
  case ${release##*/} in "$id" | "$was") ;; *) rm -rf "$release" ;; esac
done
