import Canopy
import Foundation

/// The text golden of a behaviour snapshot: one line per captured frame with its time, the
/// content offset, the header's frame and the screen's reported values.
///
/// ```
/// # behaviour timeline: iPhone15, 60 fps, 4 frames
/// # trace: drag(by: -240, over: 0.4) · release(velocity: -900) · settle(timeout: 10)
/// frame 1  t=0.000  offset=(0, -176)  header=(0, 0, 393, 176)  progress=0.00
/// ```
public enum BehaviorTimeline {
    /// The timeline text of `recording`, made by replaying `trace`.
    public static func text(of recording: BehaviorRecording, trace: ScrollTrace) -> String {
        let fps = BehaviorFormat.number(recording.framesPerSecond)
        var lines = [
            "# behaviour timeline: \(recording.device.name), \(fps) fps, \(recording.frames.count) frames",
            "# trace: " + (trace.steps.isEmpty ? "(no steps)" : trace.steps.map(\.description).joined(separator: " · ")),
        ]
        for (index, frame) in recording.frames.enumerated() {
            lines.append(line(frame, number: index + 1))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One frame's line.
    static func line(_ frame: BehaviorFrame, number: Int) -> String {
        let n: (Double) -> String = BehaviorFormat.number
        var parts = [
            "frame \(number)", "t=\(BehaviorFormat.seconds(frame.time))",
            "offset=(\(n(frame.contentOffset.x)), \(n(frame.contentOffset.y)))",
        ]
        if let h = frame.headerFrame {
            parts.append("header=(\(n(h.minX)), \(n(h.minY)), \(n(h.width)), \(n(h.height)))")
        }
        for (name, value) in frame.values {
            parts.append("\(name.replacingOccurrences(of: " ", with: "_"))=\(value.replacingOccurrences(of: "\n", with: " "))")
        }
        return parts.joined(separator: "  ")
    }

    /// Where two timelines first part, by frame.
    struct Difference: Equatable {
        /// The 1-based frame whose line differs; nil when only the heading lines differ.
        var frame: Int?
        /// The golden's line (empty when the golden has fewer frames).
        var expected: String
        /// The new line (empty when the replay has fewer frames).
        var actual: String
    }

    /// The first differing frame line of two timelines, else the first differing heading
    /// line (`#`, e.g. the trace), nil when they are equal.
    static func firstDifference(golden: String, actual: String) -> Difference? {
        func split(_ text: String) -> (headings: [String], frames: [String]) {
            let lines = text.split(separator: "\n").map(String.init)
            return (lines.filter { $0.hasPrefix("#") }, lines.filter { !$0.hasPrefix("#") })
        }
        let old = split(golden), new = split(actual)
        for i in 0..<max(old.frames.count, new.frames.count) {
            let a = i < old.frames.count ? old.frames[i] : "", b = i < new.frames.count ? new.frames[i] : ""
            if a != b { return Difference(frame: frameNumber(a) ?? frameNumber(b) ?? i + 1, expected: a, actual: b) }
        }
        for i in 0..<max(old.headings.count, new.headings.count) {
            let a = i < old.headings.count ? old.headings[i] : "", b = i < new.headings.count ? new.headings[i] : ""
            if a != b { return Difference(frame: nil, expected: a, actual: b) }
        }
        return nil
    }

    /// `frame 3  t=…` → 3.
    static func frameNumber(_ line: String) -> Int? {
        guard line.hasPrefix("frame ") else { return nil }
        return Int(line.dropFirst(6).prefix { $0.isNumber })
    }
}
