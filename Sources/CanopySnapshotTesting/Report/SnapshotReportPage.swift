import Foundation

/// The HTML of the report page: deterministic for the same manifests, every inserted value
/// escaped, styles and script inline.
struct SnapshotReportPage {
    enum Entry {
        /// A failure whose files sit in `folder` (components relative to the page).
        case failure(folder: [String], manifest: SnapshotFailureManifest)
        /// A manifest that could not be read.
        case unreadable(path: String, reason: String)
    }

    let entries: [Entry]
    /// Manifests found but not listed (past the entry limit).
    let omitted: Int

    var html: String {
        var out = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Snapshot failures (\(entries.count))</title>
            <style>\(Self.style)</style>
            </head>
            <body data-failures="\(entries.count)" data-ready="false">
            <header><h1>Snapshot failures: \(entries.count)</h1>
            <p class="hint">Drag a slider to wipe between actual (left of the line) and reference (right); tick Blink to alternate them.
            Open with <code>#slider=0.25</code> or <code>#blink=1</code> to start all overlays that way.</p>
            """
        if omitted > 0 { out += "<p class=\"omitted\">\(omitted) more failures were not listed.</p>\n" }
        if entries.isEmpty { out += "<p class=\"none\">No failing snapshots.</p>\n" }
        out += "</header>\n<main>\n"
        for (number, entry) in entries.enumerated() {
            switch entry {
            case .failure(let folder, let manifest): out += section(number: number + 1, folder: folder, manifest)
            case .unreadable(let path, let reason):
                out += "<section class=\"failure unreadable\" id=\"failure-\(number + 1)\"><h2>\(HTMLText.escape(path))</h2>"
                out += "<pre class=\"message\">\(HTMLText.escape(reason))</pre></section>\n"
            }
        }
        out += "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    func section(number: Int, folder: [String], _ m: SnapshotFailureManifest) -> String {
        func source(_ name: String?) -> String? {
            guard let name, !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
            return HTMLText.relativeURL(folder + [name])
        }
        var out = "<section class=\"failure\" id=\"failure-\(number)\">\n"
        out += "<h2>\(HTMLText.escape(m.title))</h2>\n"
        out += "<p class=\"golden\">golden: <code>\(HTMLText.escape(m.golden))</code></p>\n"
        out += "<pre class=\"message\">\(HTMLText.escape(m.message))</pre>\n"
        let reference = source(m.reference), actual = source(m.actual), diff = source(m.diff)
        let figures = [("reference", reference), ("actual", actual), ("diff", diff)].compactMap { role, src in
            src.map { "<figure><figcaption>\(role)</figcaption><img class=\"shot\" data-role=\"\(role)\" src=\"\($0)\" alt=\"\(role)\"></figure>" }
        }
        if !figures.isEmpty { out += "<div class=\"images\">\n" + figures.joined(separator: "\n") + "\n</div>\n" }
        if let reference, let actual {
            out += """
                <div class="compare">
                <div class="controls"><label>wipe <input type="range" class="slider" min="0" max="100" step="1" value="50" aria-label="actual to reference"></label>
                <label><input type="checkbox" class="blink"> Blink</label></div>
                <div class="overlay" data-position="0.50" data-showing="wipe">
                <img class="under" data-role="overlay-reference" src="\(reference)" alt="reference">
                <img class="over" data-role="overlay-actual" src="\(actual)" alt="actual">
                <div class="line"></div>
                </div>
                </div>

                """
        }
        out += "<h3>Tree changes</h3>\n"
        if m.treeChanges.isEmpty {
            out += "<p class=\"tree-note\">\(HTMLText.escape(m.treeNote ?? "no node changed"))</p>\n"
        } else {
            out += "<ul class=\"tree-changes\">\n"
            for line in m.treeChanges { out += "<li><code>\(HTMLText.escape(line))</code></li>\n" }
            out += "</ul>\n"
        }
        return out + "</section>\n"
    }

    static let style = """
        body{font:14px/1.45 system-ui,-apple-system,"DejaVu Sans",sans-serif;margin:0;color:#1d1d1f;background:#f3f3f5}
        header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd}
        h1{font-size:20px;margin:0 0 4px}.hint{color:#555;margin:0;font-size:13px}
        main{padding:16px 24px}
        .failure{background:#fff;border:1px solid #d8d8dc;border-radius:8px;padding:16px;margin:0 0 20px}
        .failure h2{font:600 15px/1.3 ui-monospace,"DejaVu Sans Mono",monospace;margin:0 0 6px;word-break:break-all}
        .failure h3{font-size:13px;margin:14px 0 6px;text-transform:uppercase;letter-spacing:.04em;color:#555}
        .golden{margin:0 0 8px;color:#555;font-size:12px;word-break:break-all}
        pre.message{white-space:pre-wrap;word-break:break-word;background:#f6f6f8;border-radius:6px;padding:10px;font-size:12px;margin:0 0 12px}
        .images{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
        figure{margin:0}figcaption{font-size:12px;color:#555;margin-bottom:4px}
        img{image-rendering:pixelated;border:1px solid #ccc;display:block;
        background:repeating-conic-gradient(#e6e6e6 0 25%,#fff 0 50%) 0 0/16px 16px}
        img.shot{max-width:320px;height:auto}
        .compare{margin-top:14px}.controls{display:flex;gap:16px;align-items:center;margin-bottom:6px;font-size:13px}
        .slider{width:240px;vertical-align:middle}
        .overlay{position:relative;display:inline-block;line-height:0}
        .overlay img{max-width:none}
        .overlay img.over{position:absolute;left:0;top:0}
        .overlay .line{position:absolute;top:0;bottom:0;width:2px;background:#e53935;left:50%;pointer-events:none}
        .overlay[data-showing="reference"] img.over,.overlay[data-showing="reference"] .line,.overlay[data-showing="actual"] .line{visibility:hidden}
        .tree-changes{margin:0;padding-left:20px;font-size:12px}.tree-note{color:#555;font-size:12px;margin:0}
        .unreadable pre{color:#b00020}
        """

    /// Sets each overlay's wipe from its slider and blinks on request; reads `#slider=` and
    /// `#blink=` from the address; after load, records in `data-*` attributes how many
    /// images loaded, so a headless browser can check the page from its DOM.
    static let script = """
        (function () {
          "use strict";
          var maxSide = 360;
          function wipe(overlay, position) {
            var p = Math.min(1, Math.max(0, Number(position)));
            if (!isFinite(p)) { p = 0.5; }
            var over = overlay.querySelector("img.over");
            var clip = "inset(0px " + ((1 - p) * 100).toFixed(1) + "% 0px 0px)";
            over.style.clipPath = clip;
            over.style.webkitClipPath = clip;
            overlay.querySelector(".line").style.left = (p * 100).toFixed(1) + "%";
            overlay.setAttribute("data-position", p.toFixed(2));
            overlay.setAttribute("data-clip", clip);
            var slider = overlay.parentNode.querySelector(".slider");
            if (slider) { slider.value = String(Math.round(p * 100)); }
          }
          var blinkTimer = null;
          function blinkStep() {
            document.querySelectorAll(".overlay[data-blinking='true']").forEach(function (o) {
              o.setAttribute("data-showing", o.getAttribute("data-showing") === "actual" ? "reference" : "actual");
            });
          }
          function setBlink(overlay, on) {
            overlay.setAttribute("data-blinking", on ? "true" : "false");
            overlay.setAttribute("data-showing", on ? "actual" : "wipe");
            var over = overlay.querySelector("img.over");
            if (on) { over.style.clipPath = "none"; over.style.webkitClipPath = "none"; }
            else { wipe(overlay, overlay.getAttribute("data-position")); }
            var box = overlay.parentNode.querySelector(".blink");
            if (box) { box.checked = on; }
            if (!blinkTimer && document.querySelector(".overlay[data-blinking='true']")) { blinkTimer = setInterval(blinkStep, 600); }
          }
          function fragment() {
            var out = {};
            location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
              var kv = pair.split("=");
              if (kv.length === 2) { out[decodeURIComponent(kv[0])] = decodeURIComponent(kv[1]); }
            });
            return out;
          }
          function scaleOverlay(overlay) {
            var imgs = overlay.querySelectorAll("img");
            var widest = 0;
            imgs.forEach(function (img) { widest = Math.max(widest, img.naturalWidth); });
            var k = widest > maxSide ? maxSide / widest : 1;
            imgs.forEach(function (img) {
              if (img.naturalWidth > 0) { img.style.width = Math.round(img.naturalWidth * k) + "px"; img.style.height = "auto"; }
            });
          }
          var options = fragment();
          document.querySelectorAll(".overlay").forEach(function (overlay) {
            var slider = overlay.parentNode.querySelector(".slider");
            var box = overlay.parentNode.querySelector(".blink");
            slider.addEventListener("input", function () { setBlink(overlay, false); wipe(overlay, slider.value / 100); });
            box.addEventListener("change", function () { setBlink(overlay, box.checked); });
            wipe(overlay, options.slider !== undefined ? options.slider : 0.5);
            if (options.blink === "1") { setBlink(overlay, true); }
          });
          window.addEventListener("load", function () {
            var images = Array.prototype.slice.call(document.images);
            var loaded = 0;
            images.forEach(function (img) {
              var ok = img.complete && img.naturalWidth > 0;
              if (ok) { loaded += 1; }
              img.setAttribute("data-natural-width", String(img.naturalWidth));
              img.setAttribute("data-loaded", ok ? "true" : "false");
            });
            document.querySelectorAll(".overlay").forEach(scaleOverlay);
            document.body.setAttribute("data-images-total", String(images.length));
            document.body.setAttribute("data-images-loaded", String(loaded));
            document.body.setAttribute("data-images-broken", String(images.length - loaded));
            document.body.setAttribute("data-ready", "true");
          });
        })();
        """
}
