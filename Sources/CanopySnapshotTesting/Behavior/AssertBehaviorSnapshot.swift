import Canopy
import CanopyCairo
import Foundation

/// Asserts that a screen behaves as recorded: hosts `controller` in a new window of `device`,
/// replays `trace` on the window's frame clock, and compares the chosen frames with two
/// goldens — a filmstrip PNG and a text timeline.
///
/// The goldens are `Snapshots/<TestFileName>/<testName>[.<named>].png` (the frames side by
/// side, captioned with time and content offset) and `….timeline.txt` beside it (per frame:
/// time, content offset, header frame in window coordinates, and the screen's
/// ``BehaviorSnapshotReporting/behaviorValues``). Recording follows `record` as for
/// `assertSnapshot`. A mismatch names the first differing frame, with its timeline line
/// before and after, then the filmstrip's pixel statistics and artefacts.
///
/// A trace with a non-finite or negative duration, a fling too fast to measure, too many
/// steps or too much simulated time, no frames or too many, or a screen without a scroll node
/// fails the test with a message naming the value; nothing is written.
/// Frame rates are `framesPerSecond` (60 or 120 are typical); one trace serves both.
public func assertBehaviorSnapshot(
    of controller: ViewControllerNode, on device: DeviceProfile, trace: ScrollTrace, frames: BehaviorFrames,
    framesPerSecond: Double = 60, named: String? = nil, tolerance: SnapshotTolerance = .exact,
    record: SnapshotRecordMode? = nil, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    let outcome = BehaviorSnapshotAssertion.outcome(
        of: controller, on: device, trace: trace, frames: frames, framesPerSecond: framesPerSecond, named: named,
        tolerance: tolerance, record: SnapshotRecordMode.resolve(record), filePath: "\(file)", testName: testName)
    guard let message = outcome.failureMessage else { return }
    var attachments: [URL] = []
    if case .failed(_, let artifacts) = outcome { attachments = artifacts }
    SnapshotReporter.fail(message, attachments: attachments, file: file, line: line)
}

/// The steps of a behaviour assertion: check, replay, render, verify both goldens, explain.
enum BehaviorSnapshotAssertion {
    static func outcome(
        of controller: ViewControllerNode, on device: DeviceProfile, trace: ScrollTrace, frames: BehaviorFrames,
        framesPerSecond: Double, named: String?, tolerance: SnapshotTolerance, record: SnapshotRecordMode,
        filePath: String, testName: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SnapshotOutcome {
        guard let location = SnapshotLocation(filePath: filePath, testName: testName, named: named, environment: environment) else {
            return .failed(message: "Cannot place the golden for \(testName): no Package.swift above \(filePath).")
        }
        let stem = location.stem
        // Everything is replayed and rendered before any file is touched, so bad input or a
        // render failure leaves the goldens as they were.
        let recording: BehaviorRecording
        let sheet: ContactSheet
        let filmstrip: Bitmap
        do {
            recording = try recordBehavior(of: controller, on: device, trace: trace, frames: frames, framesPerSecond: framesPerSecond)
            sheet = try BehaviorFilmstrip.sheet(
                of: recording, title: "\(stem): \(device.name), \(BehaviorFormat.number(framesPerSecond)) fps",
                subtitle: trace.steps.map(\.description).joined(separator: " · "))
            filmstrip = try sheet.render(with: CairoRenderer())
        } catch {
            return .failed(message: "Behaviour snapshot \(stem) was not taken: \(error)")
        }
        let timeline = BehaviorTimeline.text(of: recording, trace: trace)
        let textOutcome = TimelineGolden(location: location).verify(timeline, record: record)
        let layout = sheet.layout()
        let imageOutcome = verifyImageSnapshot(
            filmstrip, at: location, tolerance: tolerance, record: record, metadata: RenderEnvironment.metadata(scale: 1, device: device),
            frames: layout.thumbnails.first ?? [])

        var parts: [String] = []
        var artifacts: [URL] = []
        var firstFrame: Int?
        if case .failed(let difference, _, let written) = textOutcome {
            firstFrame = difference?.frame
            if let written { artifacts.append(written) }
        }
        if case .failed(_, let files) = imageOutcome {
            artifacts += files
            // A regular file only: a FIFO in the golden's place has failed above and must not block here.
            if let data = try? FileIO.readRegularFile(location.golden, limit: FileIO.maximumReadSize),
                let golden = try? Bitmap(pngData: data, file: location.golden.path),
                let frame = BehaviorFilmstrip.firstDifferingFrame(expected: golden, actual: filmstrip, layout: layout, tolerance: tolerance)
            {
                firstFrame = min(firstFrame ?? frame, frame)
            }
        }
        if let firstFrame, firstFrame <= recording.frames.count {
            let frame = recording.frames[firstFrame - 1]
            parts.append(
                "Behaviour snapshot \(stem) differs first at frame \(firstFrame) of \(recording.frames.count) (t = \(BehaviorFormat.seconds(frame.time)) s, offset y = \(BehaviorFormat.number(frame.contentOffset.y)))."
            )
        }
        if let message = textOutcome.message { parts.append(message) }
        if let message = imageOutcome.failureMessage { parts.append(message) }
        guard !parts.isEmpty else { return .matched }
        let message = parts.joined(separator: "\n")
        if case .failed = imageOutcome { return .failed(message: message, artifacts: artifacts) }
        if case .failed(_, _, let written) = textOutcome {
            // The filmstrip matched, so no image failure listed this snapshot: list the timeline's.
            let golden = TimelineGolden(location: location).golden
            let reportLine = SnapshotReport.recordTimelineFailure(of: location, golden: golden, message: message, artifact: written)
            return .failed(message: message + reportLine, artifacts: artifacts)
        }
        return .recorded(message: message)
    }
}
