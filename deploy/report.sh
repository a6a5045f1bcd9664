#!/bin/sh
# The clinic's monthly report, from nginx's log of page views and counts (deploy/nginx.conf: no files, each visitor's
# network rather than their address, no page's query), made with GoAccess into the folder served at /reports/ behind
# a password. Run once a day by deploy/clinic-report.timer (deploy/README.md), it:
#   - removes the log's rotated files older than the content's counting.keepDays (_report.env of the release served),
#     which the privacy notice states;
#   - writes, for this month and the month before (the one before is final once its last day has passed):
#     YYYY-MM.html, the visits: per day, per page (the Malayalam pages under /ml), phones and computers, crawlers left
#     out; YYYY-MM-counts.html, the counts: per day, and per kind, page and treatment;
#   - writes index.html: each month's visits, appointment requests, enquiries, WhatsApp chats and calls, beside the
#     month before's.
# Usage: report.sh [SITE_DIR] [LOG]   (/var/www/clinic, /var/log/clinic/access.log); TODAY=YYYY-MM-DD for another day.
set -eu
export LC_ALL=C
site=${1:-/var/www/clinic}
log=${2:-/var/log/clinic/access.log}
out="$site/reports"
today=${TODAY:-$(date +%F)}
keep_days=35
# shellcheck disable=SC1091
[ -f "$site/current/_report.env" ] && . "$site/current/_report.env" && keep_days=$KEEP_DAYS
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Rotated files (logrotate: access.log-YYYYMMDD[.gz]) older than the days kept.
find "$(dirname "$log")" -maxdepth 1 -name "$(basename "$log")-*" -mtime +"$keep_days" -delete

# Every line of the log and its rotated files.
all_lines() {
  for file in "$log" "$log"-*; do
    [ -e "$file" ] || continue
    case "$file" in
      *.gz) gzip -dc "$file" ;;
      *) cat "$file" ;;
    esac
  done
}
all_lines > "$work/all.log"

# The number in a GoAccess JSON report's general section: "unique_visitors": 12.
general() { grep -o "\"$2\": *[0-9]*" "$1" | head -n 1 | grep -o '[0-9]*$' || echo 0; }

# A month's two reports, and its row of totals: month visitors views booking enquiry whatsapp call.
month_report() {
  month=$1
  stamp=$(date -d "$month-01" +/%b/%Y:)
  grep -F "$stamp" "$work/all.log" > "$work/$month.log" || true
  grep -v '"POST /count?' "$work/$month.log" > "$work/$month-pages.log" || true
  grep '"POST /count?' "$work/$month.log" > "$work/$month-counts.log" || true
  goaccess "$work/$month-pages.log" --log-format=COMBINED --ignore-crawlers --ignore-panel=HOSTS \
    --ignore-panel=REMOTE_USER --ignore-panel=STATIC_REQUESTS --ignore-panel=NOT_FOUND --ignore-panel=GEO_LOCATION \
    --html-report-title="Visits, $month" --no-progress -o "$out/$month.html" -o "$work/$month.json"
  goaccess "$work/$month-counts.log" --log-format=COMBINED --ignore-panel=HOSTS --ignore-panel=REMOTE_USER \
    --ignore-panel=STATIC_REQUESTS --ignore-panel=NOT_FOUND --ignore-panel=GEO_LOCATION --ignore-panel=REFERRERS \
    --ignore-panel=REFERRING_SITES --ignore-panel=KEYPHRASES --ignore-panel=STATUS_CODES \
    --html-report-title="WhatsApp and calls, $month" --no-progress -o "$out/$month-counts.html"
  row="$month $(general "$work/$month.json" unique_visitors) $(general "$work/$month.json" valid_requests)"
  for event in booking enquiry whatsapp call; do
    row="$row $(grep -c "\"POST /count?event=$event&" "$work/$month-counts.log" || true)"
  done
  echo "$row" > "$out/$month.totals"
}

this_month=$(date -d "$today" +%Y-%m)
month_before=$(date -d "$(date -d "$today" +%Y-%m-01) -1 day" +%Y-%m)
# The month before is written once more in this month, its last day passed, then kept as it is (the log is kept at
# least 31 days, so that run still reads the whole of it).
if [ ! -f "$out/$month_before.totals" ] || [ "$(date -r "$out/$month_before.totals" +%Y-%m)" != "$this_month" ]; then
  month_report "$month_before"
fi
month_report "$this_month"

# The index: each month kept, newest first, beside the one before.
{
  cat <<'HTML'
<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>The clinic's reports</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1f2933}table{border-collapse:collapse}th,td{padding:.4rem .8rem;border-bottom:1px solid #d5dde3;text-align:right}th:first-child,td:first-child{text-align:left}</style>
</head>
<body>
<h1>The clinic's reports</h1>
<p>Totals only, never who: visits to the site's pages (crawlers left out), and what patients chose to do. Each month's
figures stand beside the month before's.</p>
<table>
<thead><tr><th scope="col">Month</th><th scope="col">Visitors</th><th scope="col">Pages read</th><th scope="col">Appointment requests</th><th scope="col">Enquiries</th><th scope="col">WhatsApp chats</th><th scope="col">Calls</th><th scope="col">Reports</th></tr></thead>
<tbody>
HTML
  for totals in $(ls -r "$out"/*.totals 2>/dev/null); do
    # shellcheck disable=SC2046
    set -- $(cat "$totals")
    echo "<tr data-month=\"$1\"><th scope=\"row\">$1</th><td data-visitors>$2</td><td data-pages>$3</td><td data-booking>$4</td><td data-enquiry>$5</td><td data-whatsapp>$6</td><td data-call>$7</td><td><a href=\"/reports/$1\">visits</a> · <a href=\"/reports/$1-counts\">WhatsApp and calls</a></td></tr>"
  done
  echo '</tbody></table></body></html>'
} > "$out/index.html.next"
mv "$out/index.html.next" "$out/index.html"
