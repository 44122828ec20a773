import Canopy
import CanopyCairo
import Foundation

/// Renders every example on every chosen device at a few scroll positions into a folder of
/// PNGs plus a captioned contact sheet: the `canopy gallery` job.
public struct Gallery {
    /// Devices rendered when none are chosen.
    public static let defaultDevices: [DeviceProfile] = [.iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadPopover]
    /// Scroll positions rendered: at rest, mid-collapse, scrolled well down.
    public static let defaultPositions: [CGFloat] = [0, 120, 600]

    /// What to render.
    public var examples: [Example] = ScreenCatalog.current.screens
    /// On which devices.
    public var devices: [DeviceProfile] = Gallery.defaultDevices
    /// At which scroll positions (points past the top resting position).
    public var positions: [CGFloat] = Gallery.defaultPositions
    /// Exactly these screens, in this order, instead of every example × device × position
    /// (`canopy gallery --screens FILE`); nil renders the product.
    public var screens: [Screen]?
    /// Where the PNGs go: `<out>/<example>/<device>-y<position>.png` and `<out>/contact-sheet.png`
    /// (`contact-sheet-2.png` and on when the screens fill more than one sheet).
    public var outputDirectory: URL
    /// Worker threads (each renders whole screens with its own renderer).
    public var workers = 2
    /// The most thumbnails in one row of a sheet (consecutive screens of one example share a row).
    public var thumbnailsPerRow = 12
    /// The most rows on one contact sheet. Sheets are made one after another, each from small
    /// thumbnails kept only while it is drawn, so memory does not grow with the number of
    /// screens; the default fits every example × device × position on one sheet.
    public var rowsPerSheet = 32
    /// Height of every thumbnail on the sheets, in pixels.
    public var thumbnailHeight = 200

    /// Progress after each finished image.
    public struct Progress: Sendable {
        /// Images done.
        public var completed: Int
        /// Images in all (the contact sheets included).
        public var total: Int
        /// What was just written.
        public var item: String
    }

    /// What the run produced.
    public struct Output: Sendable {
        /// Every screen image written.
        public var images: [URL]
        /// The first contact sheet.
        public var contactSheet: URL
        /// Every contact sheet, in list order (one unless the screens fill more than one).
        public var contactSheets: [URL]
    }

    /// Creates a gallery job writing to `outputDirectory`.
    public init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory
    }

    /// The screens to render: `screens`, or every example × device × position.
    public var plannedScreens: [Screen] {
        if let screens { return screens }
        return examples.flatMap { example in
            devices.flatMap { device in positions.map { Screen(example: example, device: device, position: $0) } }
        }
    }

    /// Renders everything; `progress` is called (serially) after each image.
    public func run(progress: @escaping @Sendable (Progress) -> Void) throws -> Output {
        let fm = FileManager.default
        try fm.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let list = plannedScreens
        var urls: [URL] = []
        urls.reserveCapacity(list.count)
        var folders: Set<String> = []
        for screen in list {
            let dir = outputDirectory.appendingPathComponent(screen.example.name, isDirectory: true)
            if folders.insert(screen.example.name).inserted { try fm.createDirectory(at: dir, withIntermediateDirectories: true) }
            urls.append(dir.appendingPathComponent(screen.fileName))
        }
        let plan = GallerySheetPlan(exampleNames: list.map(\.example.name), perRow: thumbnailsPerRow, rowsPerSheet: rowsPerSheet)
        let total = list.count + plan.sheets.count
        let counter = ProgressCounter()
        var sheetURLs: [URL] = []
        for sheetIndex in plan.sheets.indices {
            let range = plan.screens(ofSheet: sheetIndex)
            let thumbnails = try renderScreens(list, urls: urls, range: range, counter: counter, total: total, progress: progress)
            let sheetURL = outputDirectory.appendingPathComponent(GallerySheetPlan.fileName(ofSheet: sheetIndex))
            try drawSheet(sheetIndex, of: plan, list: list, thumbnails: thumbnails, to: sheetURL)
            sheetURLs.append(sheetURL)
            progress(Progress(completed: counter.advance(), total: total, item: sheetURL.lastPathComponent))
        }
        return Output(images: urls, contactSheet: sheetURLs[0], contactSheets: sheetURLs)
    }

    /// Renders and writes `list[range]` on the worker threads; returns each screen's
    /// thumbnail PNG, indexed from `range.lowerBound`.
    private func renderScreens(
        _ list: [Screen], urls: [URL], range: Range<Int>, counter: ProgressCounter, total: Int,
        progress: @escaping @Sendable (Progress) -> Void
    ) throws -> [Data] {
        let state = GalleryState(count: range.count)
        let height = thumbnailHeight
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, range.count))) { _ in
            let renderer = CairoRenderer()
            while let offset = state.nextIndex() {
                let i = range.lowerBound + offset
                let screen = list[i]
                do {
                    let bitmap = try ScreenRenderer.render(screen.example, on: screen.device, scrollOffset: screen.position, with: renderer)
                    try FileIO.writeAtomically(try bitmap.pngData(), to: urls[i])
                    // The sheet keeps a thumbnail at the exact size it is drawn at, never
                    // the full screen: its memory stays small and the sheet copies it one to one.
                    let size = screen.device.size
                    let width = size.height > 0 ? Int((CGFloat(height) * size.width / size.height).rounded()) : height
                    state.finish(offset, png: try bitmap.resized(width: width, height: height).pngData())
                    progress(Progress(completed: counter.advance(), total: total, item: "\(screen.example.name)/\(screen.fileName)"))
                } catch {
                    state.fail(error)
                }
            }
        }
        if let error = state.firstError { throw error }
        return state.pngs.map { $0 ?? Data() }
    }

    /// Draws sheet `index` of `plan` from its screens' thumbnails and writes it to `url`.
    private func drawSheet(_ index: Int, of plan: GallerySheetPlan, list: [Screen], thumbnails: [Data], to url: URL) throws {
        let first = plan.screens(ofSheet: index).lowerBound
        let rows = plan.sheets[index].map { row in
            let example = list[row.lowerBound].example
            let items = row.map { i in
                ContactSheet.Item(
                    png: thumbnails[i - first], size: list[i].device.size,
                    caption: "\(list[i].device.name) · y \(Int(list[i].position))")
            }
            return ContactSheet.Row(title: "\(example.title) — \(example.summary)", items: items)
        }
        var title =
            screens == nil
            ? "Canopy gallery: \(examples.count) examples × \(devices.count) devices × \(positions.count) scroll positions"
            : "Canopy gallery: \(list.count) screens"
        if plan.sheets.count > 1 { title += ", sheet \(index + 1) of \(plan.sheets.count)" }
        var sheet = ContactSheet(title: title, rows: rows)
        sheet.thumbnailHeight = CGFloat(thumbnailHeight)
        try sheet.render(with: CairoRenderer()).write(to: url)
    }
}

/// Images finished so far across every sheet, for progress reports from any thread.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0

    /// Counts one more finished image and returns the new total.
    func advance() -> Int {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        return done
    }
}

/// Work queue and results shared by the gallery's worker threads.
final class GalleryState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private(set) var pngs: [Data?]
    private(set) var firstError: Error?

    init(count: Int) {
        self.count = count
        pngs = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard firstError == nil, next < count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ i: Int, png: Data) {
        lock.lock()
        defer { lock.unlock() }
        pngs[i] = png
    }

    func fail(_ error: Error) {
        lock.lock()
        if firstError == nil { firstError = error }
        lock.unlock()
    }
}
