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
    /// The artifacts folder as the page's accept commands name it: its own name, which is
    /// right from the package root for `.canopy-failures` and names a downloaded copy by the
    /// name it was uploaded under.
    var acceptFolder = ".canopy-failures"

    /// `canopy accept` for this folder, optionally for one failure.
    func acceptCommand(title: String? = nil) -> String {
        var command = "canopy accept \(ShellText.quoted(acceptFolder))"
        if let title { command += " --filter \(ShellText.quoted(title))" }
        return command
    }

    /// Pages listing at most this many failures show every card open; longer pages start
    /// with the cards closed, so the summary table is the index and a card opens on demand.
    /// A closed card's images carry their address in `data-src` and are fetched only when
    /// the card opens: a browser loads lazy images even inside closed cards, and a thousand
    /// of them take seconds.
    static let openCardLimit = 10

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
            Open with <code>#slider=0.25</code> or <code>#blink=1</code> to start all overlays that way. Every path is relative to this page.</p>

            """
        if omitted > 0 { out += "<p class=\"omitted\">\(omitted) more failures were not listed.</p>\n" }
        if entries.isEmpty { out += "<p class=\"none\">No failing snapshots.</p>\n" }
        if !entries.isEmpty {
            out += "<p class=\"accept-all\">Accept every failure (from the package root): <code>\(HTMLText.escape(acceptCommand()))</code></p>\n"
            out += summaryTable()
        }
        out += "</header>\n<main>\n"
        let open = entries.count <= Self.openCardLimit ? " open" : ""
        for (number, entry) in entries.enumerated() {
            switch entry {
            case .failure(let folder, let manifest): out += card(number: number + 1, folder: folder, manifest, isOpen: !open.isEmpty)
            case .unreadable(let path, let reason):
                out +=
                    "<details class=\"failure unreadable\" id=\"failure-\(number + 1)\"\(open)><summary><h2>\(HTMLText.escape(path))</h2></summary>"
                out += "<pre class=\"message\">\(HTMLText.escape(reason))</pre></details>\n"
            }
        }
        out += "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    /// The index: one row per failure with its test, kind, sizes and differing pixels,
    /// each linking to its card.
    func summaryTable() -> String {
        var out =
            "<table class=\"summary\">\n<thead><tr><th>#</th><th>Test</th><th>Kind</th><th>Size</th><th>Differing pixels</th></tr></thead>\n<tbody>\n"
        for (index, entry) in entries.enumerated() {
            let link = "#failure-\(index + 1)"
            var title = "", kind = "unreadable", size = "", pixels = ""
            switch entry {
            case .unreadable(let path, _): title = path
            case .failure(_, let m):
                title = m.title
                kind = m.kind ?? "image"
                if let expected = m.expectedSize, let actual = m.actualSize { size = expected == actual ? actual : "\(expected) → \(actual)" }
                if let count = m.differingPixels { pixels = "\(count)" }
                if let frames = m.frames {
                    let differing = frames.filter(\.differs).map { "\($0.number)" }
                    if !differing.isEmpty { kind += " (frame\(differing.count == 1 ? "" : "s") \(differing.joined(separator: ", ")))" }
                }
            }
            out += "<tr class=\"kind-\(HTMLText.escape(kind.prefix { $0 != " " }.description))\"><td><a href=\"\(link)\">\(index + 1)</a></td>"
            out += "<td><a href=\"\(link)\">\(HTMLText.escape(title))</a></td><td>\(HTMLText.escape(kind))</td>"
            out += "<td>\(HTMLText.escape(size))</td><td class=\"number\">\(pixels)</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    func card(number: Int, folder: [String], _ m: SnapshotFailureManifest, isOpen: Bool) -> String {
        let open = isOpen ? " open" : ""
        // The attribute holding each image's address: fetched now, or when the card opens.
        let address = isOpen ? "src" : "data-src"
        func source(_ name: String?) -> String? {
            guard let name, !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
            return HTMLText.relativeURL(folder + [name])
        }
        let isFilmstrip = m.kind == "filmstrip"
        var out = "<details class=\"failure\(isFilmstrip ? " filmstrip" : "")\" id=\"failure-\(number)\"\(open)>\n"
        out += "<summary><h2>\(HTMLText.escape(m.title))</h2></summary>\n"
        out += "<p class=\"golden\">golden: <code>\(HTMLText.escape(m.golden))</code></p>\n"
        out += "<p class=\"accept\">accept: <code>\(HTMLText.escape(acceptCommand(title: m.title)))</code></p>\n"
        out += "<pre class=\"message\">\(HTMLText.escape(m.message))</pre>\n"
        let reference = source(m.reference), actual = source(m.actual), diff = source(m.diff)
        let marks = isFilmstrip ? frameMarks(m) : ""
        if isFilmstrip, let frames = m.frames {
            let differing = frames.filter(\.differs).map { "\($0.number)" }
            let list = differing.isEmpty ? "none (the difference is outside the frames)" : differing.joined(separator: ", ")
            out += "<p class=\"frames-note\">Differing frames: \(list) of \(frames.count), outlined in red; images at full size.</p>\n"
        }
        let figures = [("reference", reference), ("actual", actual), ("diff", diff)].compactMap { role, src in
            src.map {
                "<figure><figcaption>\(role) <a href=\"\($0)\">full size</a></figcaption><div class=\"frame-box\">"
                    + "<img class=\"shot\" data-role=\"\(role)\" \(address)=\"\($0)\" alt=\"\(role)\" loading=\"lazy\">\(marks)</div></figure>"
            }
        }
        if !figures.isEmpty { out += "<div class=\"images\">\n" + figures.joined(separator: "\n") + "\n</div>\n" }
        if let reference, let actual {
            out += """
                <div class="compare">
                <div class="controls"><label>wipe <input type="range" class="slider" min="0" max="100" step="1" value="50" aria-label="actual to reference"></label>
                <label><input type="checkbox" class="blink"> Blink</label></div>
                <div class="overlay" data-position="0.50" data-showing="wipe"\(isFilmstrip ? " data-full=\"true\"" : "")>
                <img class="under" data-role="overlay-reference" \(address)="\(reference)" alt="reference" loading="lazy">
                <img class="over" data-role="overlay-actual" \(address)="\(actual)" alt="actual" loading="lazy">
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
        return out + "</details>\n"
    }

    /// Outlines over a filmstrip image, one per frame, placed in percent of the image's
    /// size so they follow it at any zoom; differing frames are marked and numbered.
    func frameMarks(_ m: SnapshotFailureManifest) -> String {
        guard let frames = m.frames, let size = m.actualSize ?? m.expectedSize else { return "" }
        let sides = size.split(separator: "×").compactMap { Double($0) }
        guard sides.count == 2, sides[0] > 0, sides[1] > 0 else { return "" }
        func percent(_ value: Int, _ side: Double) -> String { String(format: "%.3f%%", Double(value) / side * 100) }
        return frames.map { frame in
            let left = percent(frame.x, sides[0]), top = percent(frame.y, sides[1])
            let style = "left:\(left);top:\(top);width:\(percent(frame.width, sides[0]));height:\(percent(frame.height, sides[1]))"
            // The label shows through the style's `attr(title)`; the title also serves as a tooltip.
            let label = frame.differs ? "frame \(frame.number) differs" : "frame \(frame.number)"
            let kind = frame.differs ? "frame-mark differs" : "frame-mark"
            return "<span class=\"\(kind)\" data-frame=\"\(frame.number)\" style=\"\(style)\" title=\"\(label)\"></span>"
        }.joined()
    }

    static let style = """
        body{font:14px/1.45 system-ui,-apple-system,"DejaVu Sans",sans-serif;margin:0;color:#1d1d1f;background:#f3f3f5}
        header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd}
        h1{font-size:20px;margin:0 0 4px}.hint{color:#555;margin:0;font-size:13px}
        main{padding:16px 24px}
        table.summary{border-collapse:collapse;margin:12px 0 0;font-size:13px;background:#fff}
        .summary th,.summary td{border:1px solid #ddd;padding:3px 8px;text-align:left;vertical-align:top}
        .summary td:nth-child(2){font-family:ui-monospace,"DejaVu Sans Mono",monospace;word-break:break-all}
        .summary td.number{text-align:right;font-variant-numeric:tabular-nums}.summary tr.kind-unreadable td{color:#b00020}
        .failure{background:#fff;border:1px solid #d8d8dc;border-radius:8px;padding:16px;margin:0 0 20px}
        .failure>summary{cursor:pointer}.failure>summary h2{display:inline}
        .failure h2{font:600 15px/1.3 ui-monospace,"DejaVu Sans Mono",monospace;margin:0 0 6px;word-break:break-all}
        .failure h3{font-size:13px;margin:14px 0 6px;text-transform:uppercase;letter-spacing:.04em;color:#555}
        .golden,.accept{margin:0 0 8px;color:#555;font-size:12px;word-break:break-all}.accept-all{margin:4px 0;font-size:13px}
        pre.message{white-space:pre-wrap;word-break:break-word;background:#f6f6f8;border-radius:6px;padding:10px;font-size:12px;margin:0 0 12px}
        .images{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
        figure{margin:0}figcaption{font-size:12px;color:#555;margin-bottom:4px}
        img{image-rendering:pixelated;border:1px solid #ccc;display:block;
        background:repeating-conic-gradient(#e6e6e6 0 25%,#fff 0 50%) 0 0/16px 16px}
        img.shot{max-width:320px;height:auto}
        .frame-box{position:relative;display:inline-block;line-height:0}
        .filmstrip .images{flex-direction:column;overflow-x:auto}.filmstrip img.shot{max-width:none}
        .frame-mark{position:absolute;box-sizing:border-box;border:1px dashed rgba(0,0,0,.25);pointer-events:none}
        .frame-mark.differs{border:3px solid #e53935;font:700 12px/1 system-ui,sans-serif;color:#fff}
        .frame-mark.differs::before{content:attr(title);position:absolute;left:0;top:0;background:rgba(229,57,53,.85);padding:2px 4px}
        .frames-note{font-size:13px;margin:0 0 8px}
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
    /// `#blink=` from the address; opens the card an address like `#failure-3` names; as
    /// images arrive (they load lazily, as they come into view), records in `data-*`
    /// attributes how many loaded and, at load, how long the page took, so a headless
    /// browser can check the page from its DOM.
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
            if (overlay.getAttribute("data-full") === "true") { return; }
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
          function tally() {
            var images = Array.prototype.slice.call(document.images);
            var loaded = 0, broken = 0;
            images.forEach(function (img) {
              var ok = img.complete && img.naturalWidth > 0;
              if (ok) { loaded += 1; } else if (img.complete && img.getAttribute("data-requested") === "true") { broken += 1; }
              img.setAttribute("data-natural-width", String(img.naturalWidth));
              img.setAttribute("data-shown-width", String(img.clientWidth));
              img.setAttribute("data-loaded", ok ? "true" : "false");
            });
            document.body.setAttribute("data-images-total", String(images.length));
            document.body.setAttribute("data-images-loaded", String(loaded));
            document.body.setAttribute("data-images-broken", String(broken));
          }
          Array.prototype.forEach.call(document.images, function (img) {
            function settled() {
              img.setAttribute("data-requested", "true");
              var overlay = img.closest(".overlay");
              if (overlay) { scaleOverlay(overlay); }
              tally();
            }
            img.addEventListener("load", settled);
            img.addEventListener("error", settled);
          });
          function fetchImages(card) {
            card.querySelectorAll("img[data-src]").forEach(function (img) {
              img.setAttribute("src", img.getAttribute("data-src"));
              img.removeAttribute("data-src");
            });
          }
          document.querySelectorAll("details.failure").forEach(function (card) {
            card.addEventListener("toggle", function () { if (card.open) { fetchImages(card); } });
          });
          function openNamed() {
            var id = location.hash.replace(/^#/, "");
            if (!/^failure-[0-9]+$/.test(id)) { return; }
            var card = document.getElementById(id);
            if (card) { card.open = true; fetchImages(card); card.scrollIntoView(); }
          }
          window.addEventListener("hashchange", openNamed);
          openNamed();
          window.addEventListener("load", function () {
            document.querySelectorAll(".overlay").forEach(scaleOverlay);
            tally();
            document.body.setAttribute("data-load-ms", String(Math.round(performance.now())));
            document.body.setAttribute("data-ready", "true");
          });
        })();
        """
}
