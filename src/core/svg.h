/* svg.h (private): a minimal SVG writer on top of gg_writer. Coordinates are in user units
 * (pixels at 100%). `attrs` arguments are raw attribute text such as
 * "fill=\"#ddd\" stroke=\"#333\"" and are written as given; text content is XML-escaped. */
#ifndef GG_CORE_SVG_H
#define GG_CORE_SVG_H

#include <gridgames/io.h>

void gg_svg_begin(gg_writer *w, double width, double height, const char *title);
void gg_svg_end(gg_writer *w);
void gg_svg_rect(gg_writer *w, double x, double y, double wd, double ht, const char *attrs);
void gg_svg_line(gg_writer *w, double x1, double y1, double x2, double y2, const char *attrs);
void gg_svg_circle(gg_writer *w, double cx, double cy, double r, const char *attrs);
/* Points as "x1,y1 x2,y2 ..." built by the caller. */
void gg_svg_polyline(gg_writer *w, const char *points, const char *attrs);
/* Text at (x, y) (baseline), printf-style, escaped. */
void gg_svg_text(gg_writer *w, double x, double y, const char *attrs, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
/* Writes s XML-escaped. */
void gg_svg_escape(gg_writer *w, const char *s);

#endif
