#!/bin/sh
# Checks the MIME type of saved games and the desktop entry that opens them:
# installs the merged MIME package into a private XDG data directory, and
# asks GIO what a saved game is, by its name (*.blockhouse) and by its
# content (root element <blockhouse-save>, no extension); then checks that
# the game's desktop entry claims the type and passes the file to the program.
#
# Usage: check-mime.sh MERGED_MIME_XML GAME_DESKTOP_FILE
set -eu
mime_xml=$1
desktop=$2
type=application/x-blockhouse-save

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bh-mime-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/mime/packages"
cp "$mime_xml" "$tmp/mime/packages/org.blockhouse.Blockhouse.xml"
XDG_DATA_HOME=$tmp XDG_DATA_DIRS=$tmp:/usr/share update-mime-database "$tmp/mime"

cat > "$tmp/game.blockhouse" <<'SAVE'
<?xml version="1.0" encoding="UTF-8"?>
<blockhouse-save format="1" game="ohio" scenario="harmar" data-digest="0000000000000000000000000000000000000000000000000000000000000000" seed="1" mode="free">
  <action>end-phase</action>
</blockhouse-save>
SAVE
cp "$tmp/game.blockhouse" "$tmp/saved-game"

status=0
for f in game.blockhouse saved-game; do
  got=$(XDG_DATA_HOME=$tmp XDG_DATA_DIRS=$tmp:/usr/share gio info -a standard::content-type "$tmp/$f" |
        sed -n 's/^ *standard::content-type: //p')
  if [ "$got" = "$type" ]; then
    echo "ok $f is $type"
  else
    echo "FAIL $f is '$got', not $type"
    status=1
  fi
done

if grep -Eq "^MimeType=(.*;)?$type;" "$desktop"; then
  echo "ok $desktop declares $type"
else
  echo "FAIL $desktop does not declare MimeType=$type;"
  status=1
fi
if grep -Eq '^Exec=[^ ]+ .*%[fFuU]' "$desktop"; then
  echo "ok $desktop passes the file to the program"
else
  echo "FAIL the Exec line of $desktop takes no file (%f)"
  status=1
fi
exit $status
