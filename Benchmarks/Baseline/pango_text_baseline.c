/* The text-layout baseline: the same labels measured and drawn with Pango over cairo.
 *
 * Usage: pango_text_baseline STRINGS-FILE ITERATIONS WIDTH
 * Each iteration lays out every line of STRINGS-FILE as a paragraph of Inter at 17 pt wrapped
 * at WIDTH points (measuring its size), stacks the paragraphs 8 pt apart and draws them onto
 * a white ARGB surface at scale 1, with the renderer's font options (grey antialiasing, no
 * hinting, unhinted metrics). Prints `text_layout_ms` and the median iteration time.
 */
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_LINES 1024

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s STRINGS-FILE ITERATIONS WIDTH\n", argv[0]);
        return 2;
    }
    FILE *file = fopen(argv[1], "r");
    if (!file) {
        perror(argv[1]);
        return 1;
    }
    static char *lines[MAX_LINES];
    static char buffer[65536];
    int count = 0;
    while (count < MAX_LINES && fgets(buffer, sizeof buffer, file)) {
        buffer[strcspn(buffer, "\n")] = 0;
        lines[count++] = strdup(buffer);
    }
    fclose(file);
    int iterations = atoi(argv[2]);
    double width = atof(argv[3]);
    if (iterations < 1 || iterations > 10000 || !(width > 0 && width < 10000)) {
        fprintf(stderr, "bad iterations or width\n");
        return 2;
    }
    double *samples = calloc((size_t)iterations, sizeof(double));
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    PangoFontDescription *font = pango_font_description_from_string("Inter");
    pango_font_description_set_absolute_size(font, 17 * PANGO_SCALE);
    for (int iteration = 0; iteration < iterations; iteration++) {
        double start = now_ms();
        /* Measure every label first, as layout does, then size the surface and draw. */
        cairo_surface_t *probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
        cairo_t *probe_context = cairo_create(probe);
        PangoContext *context = pango_cairo_create_context(probe_context);
        pango_cairo_context_set_font_options(context, options);
        PangoLayout **layouts = calloc((size_t)count, sizeof(PangoLayout *));
        double height = 8;
        for (int i = 0; i < count; i++) {
            layouts[i] = pango_layout_new(context);
            pango_layout_set_font_description(layouts[i], font);
            pango_layout_set_wrap(layouts[i], PANGO_WRAP_WORD_CHAR);
            pango_layout_set_width(layouts[i], (int)(width * PANGO_SCALE));
            pango_layout_set_text(layouts[i], lines[i], -1);
            int w, h;
            pango_layout_get_size(layouts[i], &w, &h);
            height += (double)h / PANGO_SCALE + 8;
        }
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)width + 16, (int)height + 1);
        cairo_t *cr = cairo_create(surface);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        double y = 8;
        for (int i = 0; i < count; i++) {
            int w, h;
            pango_layout_get_size(layouts[i], &w, &h);
            cairo_move_to(cr, 8, y);
            pango_cairo_show_layout(cr, layouts[i]);
            y += (double)h / PANGO_SCALE + 8;
            g_object_unref(layouts[i]);
        }
        cairo_surface_flush(surface);
        free(layouts);
        g_object_unref(context);
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
        cairo_destroy(probe_context);
        cairo_surface_destroy(probe);
        samples[iteration] = now_ms() - start;
    }
    qsort(samples, (size_t)iterations, sizeof(double), compare_doubles);
    printf("text_layout_ms %f\n", samples[iterations / 2]);
    return 0;
}
