/* The C baseline of the render and PNG benchmarks: plain cairo calls, no framework.
 *
 *   cairo_baseline render <scene.txt> <iterations> [out.png]
 *       Replays the display list written by the Swift runner (see SceneRecorder.swift) into
 *       a new ARGB32 surface per iteration; prints "render_ms <median>".
 *   cairo_baseline png <file.png> <iterations>
 *       Loads the PNG once, then times cairo's PNG writer (into memory) and cairo's PNG
 *       reader (from memory, on the same file's bytes); prints "encode_ms", "encode_bytes"
 *       and "decode_ms" lines.
 *
 * Every number is the median of <iterations> individually timed runs. Font faces are loaded
 * once up front (the Swift renderer caches them per process too); images are decoded on
 * every iteration (the Swift renderer decodes them once per render). */
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum kind { OP_SAVE, OP_RESTORE, OP_GROUP, OP_UNGROUP, OP_FILL, OP_STROKE, OP_CLIP, OP_TEXT, OP_IMAGE, OP_SHADOW };

typedef struct {
    enum kind kind;
    double m[6];
    double rgba[4];
    double value; /* line width, alpha, font size or sigma */
    int even_odd;
    double x, y, w, h; /* text origin (x, y), image rect, shadow offset (x, y) */
    double *path;      /* (code, x1, y1, x2, y2, x3, y3) records: 0 move, 1 line, 2 curve, 3 close */
    int path_count;
    char *text;
    cairo_font_face_t *face;
} op_t;

static op_t *ops;
static int op_count, op_capacity;
static int surface_width, surface_height;
static double scale = 1;
static FT_Library freetype;
static cairo_font_options_t *font_options;

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *values, int count) {
    qsort(values, (size_t)count, sizeof(double), compare_doubles);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

static cairo_font_face_t *face_for(const char *file) {
    static char *names[16];
    static cairo_font_face_t *faces[16];
    static int count;
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], file) == 0) return faces[i];
    FT_Face ft;
    if (count == 16 || FT_New_Face(freetype, file, 0, &ft) != 0) {
        fprintf(stderr, "cannot load font %s\n", file);
        exit(2);
    }
    names[count] = strdup(file);
    faces[count] = cairo_ft_font_face_create_for_ft_face(ft, 0);
    return faces[count++];
}

/* Parses path tokens from `s` into op->path. */
static void parse_path(op_t *op, char *s) {
    int capacity = 16;
    op->path = malloc(sizeof(double) * 7 * (size_t)capacity);
    char *save = NULL;
    for (char *token = strtok_r(s, " \n", &save); token; token = strtok_r(NULL, " \n", &save)) {
        if (op->path_count == capacity) {
            capacity *= 2;
            op->path = realloc(op->path, sizeof(double) * 7 * (size_t)capacity);
        }
        double *r = op->path + 7 * op->path_count++;
        int n = 0;
        switch (token[0]) {
        case 'm': r[0] = 0; n = 2; break;
        case 'l': r[0] = 1; n = 2; break;
        case 'c': r[0] = 2; n = 6; break;
        default: r[0] = 3; break;
        }
        for (int i = 1; i <= n; i++) r[i] = strtod(strtok_r(NULL, " \n", &save), NULL);
    }
}

/* Reads `count` numbers from *cursor, advancing it. */
static void numbers(char **cursor, double *out, int count) {
    for (int i = 0; i < count; i++) out[i] = strtod(*cursor, cursor);
    while (**cursor == ' ') (*cursor)++;
}

static void load_scene(const char *file) {
    FILE *f = fopen(file, "r");
    if (!f) {
        perror(file);
        exit(2);
    }
    char *line = NULL;
    size_t size = 0;
    while (getline(&line, &size, f) > 0) {
        if (op_count == op_capacity) {
            op_capacity = op_capacity ? op_capacity * 2 : 256;
            ops = realloc(ops, sizeof(op_t) * (size_t)op_capacity);
        }
        op_t *op = &ops[op_count];
        memset(op, 0, sizeof *op);
        char *rest = strchr(line, ' ');
        rest = rest ? rest + 1 : line + strlen(line);
        double v[8];
        if (strncmp(line, "surface ", 8) == 0) {
            numbers(&rest, v, 3);
            surface_width = (int)v[0];
            surface_height = (int)v[1];
            scale = v[2];
            continue;
        } else if (strncmp(line, "save", 4) == 0) op->kind = OP_SAVE;
        else if (strncmp(line, "restore", 7) == 0) op->kind = OP_RESTORE;
        else if (strncmp(line, "group", 5) == 0) op->kind = OP_GROUP;
        else if (strncmp(line, "ungroup ", 8) == 0) {
            op->kind = OP_UNGROUP;
            numbers(&rest, &op->value, 1);
            numbers(&rest, op->m, 6);
        } else if (strncmp(line, "fill ", 5) == 0) {
            op->kind = OP_FILL;
            numbers(&rest, op->m, 6);
            numbers(&rest, op->rgba, 4);
            numbers(&rest, v, 1);
            op->even_odd = v[0] != 0;
            parse_path(op, rest);
        } else if (strncmp(line, "stroke ", 7) == 0) {
            op->kind = OP_STROKE;
            numbers(&rest, op->m, 6);
            numbers(&rest, op->rgba, 4);
            numbers(&rest, &op->value, 1);
            parse_path(op, rest);
        } else if (strncmp(line, "clip ", 5) == 0) {
            op->kind = OP_CLIP;
            numbers(&rest, op->m, 6);
            numbers(&rest, v, 1);
            op->even_odd = v[0] != 0;
            parse_path(op, rest);
        } else if (strncmp(line, "text ", 5) == 0) {
            op->kind = OP_TEXT;
            numbers(&rest, op->m, 6);
            numbers(&rest, op->rgba, 4);
            char *space = strchr(rest, ' ');
            *space = 0;
            op->face = face_for(rest);
            rest = space + 1;
            numbers(&rest, &op->value, 1);
            numbers(&rest, &op->x, 2);
            rest[strcspn(rest, "\n")] = 0;
            op->text = strdup(rest);
        } else if (strncmp(line, "image ", 6) == 0) {
            op->kind = OP_IMAGE;
            numbers(&rest, op->m, 6);
            numbers(&rest, &op->x, 4);
            rest[strcspn(rest, "\n")] = 0;
            op->text = strdup(rest);
        } else if (strncmp(line, "shadow ", 7) == 0) {
            op->kind = OP_SHADOW;
            numbers(&rest, op->m, 6);
            numbers(&rest, op->rgba, 4);
            numbers(&rest, &op->value, 1);
            numbers(&rest, &op->x, 2);
            parse_path(op, rest);
        } else {
            continue;
        }
        op_count++;
    }
    free(line);
    fclose(f);
}

static void set_matrix(cairo_t *cr, const double *m) {
    cairo_matrix_t matrix;
    cairo_matrix_init(&matrix, m[0] * scale, m[1] * scale, m[2] * scale, m[3] * scale, m[4] * scale, m[5] * scale);
    cairo_set_matrix(cr, &matrix);
}

static void set_path(cairo_t *cr, const op_t *op) {
    cairo_new_path(cr);
    for (int i = 0; i < op->path_count; i++) {
        const double *r = op->path + 7 * i;
        switch ((int)r[0]) {
        case 0: cairo_move_to(cr, r[1], r[2]); break;
        case 1: cairo_line_to(cr, r[1], r[2]); break;
        case 2: cairo_curve_to(cr, r[1], r[2], r[3], r[4], r[5], r[6]); break;
        default: cairo_close_path(cr); break;
        }
    }
    cairo_set_fill_rule(cr, op->even_odd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
}

/* One horizontal and one vertical box-blur pass of radius r over an A8 image. */
static void box_blur(unsigned char *data, int width, int height, int stride, int r) {
    int longest = width > height ? width : height;
    unsigned char *line = malloc((size_t)longest);
    for (int pass = 0; pass < 2; pass++) {
        int count = pass ? width : height, length = pass ? height : width;
        for (int k = 0; k < count; k++) {
            for (int i = 0; i < length; i++) line[i] = pass ? data[i * stride + k] : data[k * stride + i];
            int sum = 0;
            for (int i = -r; i <= r; i++) sum += (i >= 0 && i < length) ? line[i] : 0;
            for (int i = 0; i < length; i++) {
                unsigned char value = (unsigned char)(sum / (2 * r + 1));
                if (pass) data[i * stride + k] = value; else data[k * stride + i] = value;
                int out = i - r, in = i + r + 1;
                if (out >= 0) sum -= line[out];
                if (in < length) sum += line[in];
            }
        }
    }
    free(line);
}

/* A blurred coverage mask of the shape, composited in the shadow colour. */
static void paint_shadow(cairo_t *cr, const op_t *op) {
    double sigma = op->value, pad = ceil(3 * sigma) + 1;
    set_matrix(cr, op->m);
    cairo_translate(cr, op->x, op->y);
    set_path(cr, op);
    double x1, y1, x2, y2;
    cairo_fill_extents(cr, &x1, &y1, &x2, &y2);
    cairo_user_to_device(cr, &x1, &y1);
    cairo_user_to_device(cr, &x2, &y2);
    double x0 = floor(fmin(x1, x2) - pad), y0 = floor(fmin(y1, y2) - pad);
    int width = (int)(ceil(fmax(x1, x2) + pad) - x0), height = (int)(ceil(fmax(y1, y2) + pad) - y0);
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height);
    cairo_t *mc = cairo_create(mask);
    cairo_matrix_t matrix;
    cairo_get_matrix(cr, &matrix);
    matrix.x0 -= x0;
    matrix.y0 -= y0;
    cairo_set_matrix(mc, &matrix);
    set_path(mc, op);
    cairo_fill(mc);
    cairo_destroy(mc);
    cairo_surface_flush(mask);
    int r = (int)((sqrt(4 * sigma * sigma + 1) - 1) / 2 + 0.5);
    for (int i = 0; i < 3 && r > 0; i++)
        box_blur(cairo_image_surface_get_data(mask), width, height, cairo_image_surface_get_stride(mask), r);
    cairo_surface_mark_dirty(mask);
    cairo_new_path(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_rgba(cr, op->rgba[0], op->rgba[1], op->rgba[2], op->rgba[3]);
    cairo_mask_surface(cr, mask, x0, y0);
    cairo_surface_destroy(mask);
}

static void paint_image(cairo_t *cr, const op_t *op) {
    cairo_surface_t *image = cairo_image_surface_create_from_png(op->text);
    int iw = cairo_image_surface_get_width(image), ih = cairo_image_surface_get_height(image);
    if (iw > 0 && ih > 0) {
        cairo_save(cr);
        set_matrix(cr, op->m);
        cairo_new_path(cr);
        cairo_rectangle(cr, op->x, op->y, op->w, op->h);
        cairo_clip(cr);
        cairo_translate(cr, op->x, op->y);
        cairo_scale(cr, op->w / iw, op->h / ih);
        cairo_set_source_surface(cr, image, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
        cairo_paint(cr);
        cairo_restore(cr);
    }
    cairo_surface_destroy(image);
}

static cairo_surface_t *replay(void) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, surface_width, surface_height);
    cairo_t *cr = cairo_create(surface);
    cairo_set_font_options(cr, font_options);
    for (int i = 0; i < op_count; i++) {
        const op_t *op = &ops[i];
        switch (op->kind) {
        case OP_SAVE: cairo_save(cr); break;
        case OP_RESTORE: cairo_restore(cr); break;
        case OP_GROUP: cairo_push_group(cr); break;
        case OP_UNGROUP:
            set_matrix(cr, op->m);
            cairo_pop_group_to_source(cr);
            cairo_paint_with_alpha(cr, op->value);
            break;
        case OP_FILL:
            set_matrix(cr, op->m);
            set_path(cr, op);
            cairo_set_source_rgba(cr, op->rgba[0], op->rgba[1], op->rgba[2], op->rgba[3]);
            cairo_fill(cr);
            break;
        case OP_STROKE:
            set_matrix(cr, op->m);
            set_path(cr, op);
            cairo_set_source_rgba(cr, op->rgba[0], op->rgba[1], op->rgba[2], op->rgba[3]);
            cairo_set_line_width(cr, op->value);
            cairo_stroke(cr);
            break;
        case OP_CLIP:
            set_matrix(cr, op->m);
            set_path(cr, op);
            cairo_clip(cr);
            break;
        case OP_TEXT:
            set_matrix(cr, op->m);
            cairo_new_path(cr);
            cairo_set_font_face(cr, op->face);
            cairo_set_font_size(cr, op->value);
            cairo_set_source_rgba(cr, op->rgba[0], op->rgba[1], op->rgba[2], op->rgba[3]);
            cairo_move_to(cr, op->x, op->y);
            cairo_show_text(cr, op->text);
            cairo_new_path(cr);
            break;
        case OP_IMAGE: paint_image(cr, op); break;
        case OP_SHADOW: paint_shadow(cr, op); break;
        }
    }
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return surface;
}

typedef struct {
    unsigned char *data;
    size_t size, capacity, offset;
} buffer_t;

static cairo_status_t write_buffer(void *closure, const unsigned char *data, unsigned int length) {
    buffer_t *b = closure;
    if (b->size + length > b->capacity) {
        b->capacity = (b->size + length) * 2;
        b->data = realloc(b->data, b->capacity);
    }
    memcpy(b->data + b->size, data, length);
    b->size += length;
    return CAIRO_STATUS_SUCCESS;
}

static cairo_status_t read_buffer(void *closure, unsigned char *data, unsigned int length) {
    buffer_t *b = closure;
    if (b->offset + length > b->size) return CAIRO_STATUS_READ_ERROR;
    memcpy(data, b->data + b->offset, length);
    b->offset += length;
    return CAIRO_STATUS_SUCCESS;
}

static int run_render(const char *scene, int iterations, const char *out) {
    if (FT_Init_FreeType(&freetype) != 0) return 2;
    font_options = cairo_font_options_create();
    cairo_font_options_set_antialias(font_options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(font_options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(font_options, CAIRO_HINT_METRICS_OFF);
    load_scene(scene);
    double *samples = malloc(sizeof(double) * (size_t)iterations);
    cairo_surface_destroy(replay()); /* warm glyph caches, as the Swift side's warm-up does */
    for (int i = 0; i < iterations; i++) {
        double start = now_ms();
        cairo_surface_t *surface = replay();
        samples[i] = now_ms() - start;
        if (i == iterations - 1 && out) cairo_surface_write_to_png(surface, out);
        cairo_surface_destroy(surface);
    }
    printf("render_ms %.6f\nops %d\n", median(samples, iterations), op_count);
    return 0;
}

static int run_png(const char *file, int iterations) {
    cairo_surface_t *image = cairo_image_surface_create_from_png(file);
    if (cairo_surface_status(image) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cannot read %s\n", file);
        return 2;
    }
    double *samples = malloc(sizeof(double) * (size_t)iterations);
    buffer_t encoded = {0};
    for (int i = 0; i < iterations; i++) {
        encoded.size = 0;
        double start = now_ms();
        cairo_surface_write_to_png_stream(image, write_buffer, &encoded);
        samples[i] = now_ms() - start;
    }
    printf("encode_ms %.6f\nencode_bytes %zu\n", median(samples, iterations), encoded.size);

    FILE *f = fopen(file, "rb");
    buffer_t input = {0};
    fseek(f, 0, SEEK_END);
    input.size = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    input.data = malloc(input.size);
    if (fread(input.data, 1, input.size, f) != input.size) return 2;
    fclose(f);
    for (int i = 0; i < iterations; i++) {
        input.offset = 0;
        double start = now_ms();
        cairo_surface_t *decoded = cairo_image_surface_create_from_png_stream(read_buffer, &input);
        cairo_surface_flush(decoded);
        samples[i] = now_ms() - start;
        if (cairo_surface_status(decoded) != CAIRO_STATUS_SUCCESS) return 2;
        cairo_surface_destroy(decoded);
    }
    printf("decode_ms %.6f\n", median(samples, iterations));
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 4 && strcmp(argv[1], "render") == 0) return run_render(argv[2], atoi(argv[3]), argc > 4 ? argv[4] : NULL);
    if (argc >= 4 && strcmp(argv[1], "png") == 0) return run_png(argv[2], atoi(argv[3]));
    fprintf(stderr, "usage: cairo_baseline render <scene.txt> <iterations> [out.png] | png <file.png> <iterations>\n");
    return 2;
}
