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
    public var examples: [Example] = ExampleCatalog.all
    /// On which devices.
    public var devices: [DeviceProfile] = Gallery.defaultDevices
    /// At which scroll positions (points past the top resting position).
    public var positions: [CGFloat] = Gallery.defaultPositions
    /// Where the PNGs go: `<out>/<example>/<device>-y<position>.png` and `<out>/contact-sheet.png`.
    public var outputDirectory: URL
    /// Worker threads (each renders whole screens with its own renderer).
    public var workers = 2

    /// Progress after each finished image.
    public struct Progress: Sendable {
        /// Images done.
        public var completed: Int
        /// Images in all (the contact sheet included).
        public var total: Int
        /// What was just written.
        public var item: String
    }

    /// What the run produced.
    public struct Output: Sendable {
        /// Every screen image written.
        public var images: [URL]
        /// The contact sheet.
        public var contactSheet: URL
    }

    /// Creates a gallery job writing to `outputDirectory`.
    public init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory
    }

    struct Job: Sendable {
        let example: Example
        let device: DeviceProfile
        let position: CGFloat
        let url: URL
    }

    /// Renders everything; `progress` is called (serially) after each image.
    public func run(progress: @escaping @Sendable (Progress) -> Void) throws -> Output {
        let fm = FileManager.default
        try fm.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        var jobs: [Job] = []
        for example in examples {
            let dir = outputDirectory.appendingPathComponent(example.name, isDirectory: true)
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
            for device in devices {
                for position in positions {
                    jobs.append(
                        Job(
                            example: example, device: device, position: position,
                            url: dir.appendingPathComponent("\(device.name)-y\(Int(position)).png")))
                }
            }
        }
        let total = jobs.count + 1
        let state = GalleryState(count: jobs.count)
        let jobList = jobs
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, jobs.count))) { _ in
            let renderer = CairoRenderer()
            while let i = state.nextIndex() {
                let job = jobList[i]
                do {
                    let bitmap = try ScreenRenderer.render(job.example, on: job.device, scrollOffset: job.position, with: renderer)
                    let png = try bitmap.pngData()
                    try FileIO.writeAtomically(png, to: job.url)
                    let done = state.finish(i, png: png)
                    progress(Progress(completed: done, total: total, item: "\(job.example.name)/\(job.url.lastPathComponent)"))
                } catch {
                    state.fail(error)
                }
            }
        }
        if let error = state.firstError { throw error }

        var rows: [ContactSheet.Row] = []
        var index = 0
        for example in examples {
            var items: [ContactSheet.Item] = []
            for device in devices {
                for position in positions {
                    items.append(
                        ContactSheet.Item(
                            png: state.pngs[index] ?? Data(), size: device.size,
                            caption: "\(device.name) · y \(Int(position))"))
                    index += 1
                }
            }
            rows.append(ContactSheet.Row(title: "\(example.title) — \(example.summary)", items: items))
        }
        var sheet = ContactSheet(
            title: "Canopy gallery: \(examples.count) examples × \(devices.count) devices × \(positions.count) scroll positions", rows: rows)
        sheet.thumbnailHeight = 200
        let sheetURL = outputDirectory.appendingPathComponent("contact-sheet.png")
        try sheet.render(with: CairoRenderer()).write(to: sheetURL)
        progress(Progress(completed: total, total: total, item: "contact-sheet.png"))
        return Output(images: jobs.map(\.url), contactSheet: sheetURL)
    }
}

/// Work queue and results shared by the gallery's worker threads.
final class GalleryState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
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

    func finish(_ i: Int, png: Data) -> Int {
        lock.lock()
        defer { lock.unlock() }
        pngs[i] = png
        done += 1
        return done
    }

    func fail(_ error: Error) {
        lock.lock()
        if firstError == nil { firstError = error }
        lock.unlock()
    }
}
