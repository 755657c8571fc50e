/* svg.c: a minimal SVG writer (see svg.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "svg.h"

void gg_svg_escape(gg_writer *w, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '<': gg_write_str(w, "&lt;"); break;
        case '>': gg_write_str(w, "&gt;"); break;
        case '&': gg_write_str(w, "&amp;"); break;
        case '"': gg_write_str(w, "&quot;"); break;
        default: gg_write_char(w, *s);
        }
    }
}

void gg_svg_begin(gg_writer *w, double width, double height, const char *title)
{
    gg_writef(w,
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
              "viewBox=\"0 0 %.0f %.0f\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n",
              width, height, width, height);
    if (title) {
        gg_write_str(w, "<title>");
        gg_svg_escape(w, title);
        gg_write_str(w, "</title>\n");
    }
    gg_writef(w, "<rect x=\"0\" y=\"0\" width=\"%.0f\" height=\"%.0f\" fill=\"white\"/>\n", width,
              height);
}

void gg_svg_end(gg_writer *w)
{
    gg_write_str(w, "</svg>\n");
}

void gg_svg_rect(gg_writer *w, double x, double y, double wd, double ht, const char *attrs)
{
    gg_writef(w, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" %s/>\n", x, y, wd, ht,
              attrs ? attrs : "");
}

void gg_svg_line(gg_writer *w, double x1, double y1, double x2, double y2, const char *attrs)
{
    gg_writef(w, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" %s/>\n", x1, y1, x2, y2,
              attrs ? attrs : "");
}

void gg_svg_circle(gg_writer *w, double cx, double cy, double r, const char *attrs)
{
    gg_writef(w, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" %s/>\n", cx, cy, r, attrs ? attrs : "");
}

void gg_svg_polyline(gg_writer *w, const char *points, const char *attrs)
{
    gg_write_str(w, "<polyline points=\"");
    gg_write_str(w, points);
    gg_writef(w, "\" %s/>\n", attrs ? attrs : "");
}

void gg_svg_text(gg_writer *w, double x, double y, const char *attrs, const char *fmt, ...)
{
    char small[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    gg_writef(w, "<text x=\"%.2f\" y=\"%.2f\" %s>", x, y, attrs ? attrs : "");
    gg_svg_escape(w, small);
    gg_write_str(w, "</text>\n");
}
