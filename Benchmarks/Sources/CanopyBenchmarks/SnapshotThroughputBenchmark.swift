import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Examples
import Foundation

/// `snapshot-suite-throughput`: snapshots per second when every gallery screen (each example
/// × 4 devices × 3 scroll positions; 168 with 14 examples) is hosted, rendered and checked with
/// `assertSnapshot` against a matching golden, on two worker threads (both cores).
///
/// A dedicated loop rather than timing `swift test`: the test run's time is dominated by
/// building and by pixel-free tests, and a loop measures exactly the per-snapshot cost a
/// suite pays. Baseline: the same loop on one thread, so the ratio is the parallel speed-up
/// (for a rate, higher is better). The one- and two-thread passes alternate, five of each
/// after a warm-up, so a change in the shared machine's load reaches both medians alike.
///
/// Counted (`--count-instructions`): instructions per snapshot on one thread over 4 of the
/// jobs, every third example, each on another device (the work per snapshot does not depend
/// on the thread count; recording 144 goldens under callgrind would take many minutes).
enum SnapshotThroughputBenchmark {
    struct Job: Sendable {
        let example: Example
        let device: DeviceProfile
        let position: CGFloat
        var testName: String { "\(example.name)-\(device.name)-y\(Int(position))" }
    }

    static func run() throws -> Result {
        var jobs: [Job] = []
        for example in ExampleCatalog.all {
            for device in Gallery.defaultDevices {
                for position in Gallery.defaultPositions { jobs.append(Job(example: example, device: device, position: position)) }
            }
        }
        let perExample = Gallery.defaultDevices.count * Gallery.defaultPositions.count
        if InstructionCounting.isActive {
            let positions = Gallery.defaultPositions.count
            jobs = (0..<Gallery.defaultDevices.count).map { k in jobs[3 * k * perExample + k * positions + k % positions] }
        }
        // Goldens are recorded directly (what record mode would write), so the timed loop
        // only ever takes the match path.
        let goldens = URL(fileURLWithPath: SnapshotAssertBenchmarks.snapshotRoot).appendingPathComponent("Snapshots/SnapshotBench")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let renderer = CairoRenderer()
        for job in jobs {
            let bitmap = try ScreenRenderer.render(job.example, on: job.device, scrollOffset: job.position, with: renderer)
            let metadata = RenderEnvironment.metadata(scale: job.device.scale, device: job.device)
            try bitmap.pngData(metadata: metadata).write(to: goldens.appendingPathComponent("\(job.testName).png"))
        }
        let jobList = jobs
        // The timed loop only pays off if it takes the match path: check one job first.
        let first = jobList[0]
        let firstWindow = ScreenRenderer.host(first.example.make(), on: first.device, scrollOffset: first.position)
        let firstLocation = SnapshotLocation(
            golden: goldens.appendingPathComponent("\(first.testName).png"),
            artifactsFolder: goldens.deletingLastPathComponent().appendingPathComponent("artifacts"))
        guard try verifySnapshot(renderer.render(firstWindow), at: firstLocation, record: .never) == .matched else {
            throw FixtureError("throughput goldens do not match their screens")
        }
        func pass(threads: Int) -> Double {
            let next = Counter()
            let start = nowNanoseconds()
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                while let i = next.take(below: jobList.count) {
                    let job = jobList[i]
                    let window = ScreenRenderer.host(job.example.make(), on: job.device, scrollOffset: job.position)
                    assertSnapshot(of: window, record: .never, file: SnapshotAssertBenchmarks.snapshotFile, testName: job.testName)
                }
            }
            return Double(jobList.count) / (Double(nowNanoseconds() - start) / 1e9)
        }
        if InstructionCounting.isActive {
            let perPass = InstructionCounting.perCall(calls: 1) { _ = pass(threads: 1) }
            return Result(
                name: "snapshot-suite-throughput", value: perPass / Double(jobList.count), unit: "snapshots/s",
                baseline: "same loop on one thread", baselineValue: 0)
        }
        _ = pass(threads: 2)
        var twos: [Double] = [], ones: [Double] = []
        for _ in 0..<5 {
            twos.append(pass(threads: 2))
            ones.append(pass(threads: 1))
        }
        let two = median(twos), one = median(ones)
        log("throughput: 2 threads \(twos.map { Int($0) }), 1 thread \(ones.map { Int($0) }) snapshots/s")
        return Result(
            name: "snapshot-suite-throughput", value: two, unit: "snapshots/s",
            baseline: "same loop on one thread", baselineValue: one)
    }
}

/// A shared work index for the worker threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
