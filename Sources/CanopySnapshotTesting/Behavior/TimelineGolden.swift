import CanopyCairo
import Foundation

/// Verifies and records the `.timeline.txt` golden beside a behaviour snapshot's PNG.
struct TimelineGolden {
    let location: SnapshotLocation

    /// `<stem>.timeline.txt` beside the PNG golden.
    var golden: URL {
        location.golden.deletingLastPathComponent().appendingPathComponent("\(location.stem).timeline.txt")
    }

    /// Timelines that yield more than this are refused, reading no further: 24 frames of a
    /// few hundred characters each make a few kilobytes, so 4 MiB leaves room for long value
    /// lists while a huge or endless file costs little.
    static let maximumBytes = 4 << 20

    /// Where a mismatching timeline is written for inspection.
    var artifact: URL { location.artifactsFolder.appendingPathComponent("\(location.stem).timeline.actual.txt") }

    enum Outcome {
        case matched
        case recorded(String)
        /// The first difference (nil when the golden could not be read) and the artefact written.
        case failed(BehaviorTimeline.Difference?, message: String, artifact: URL?)

        var message: String? {
            switch self {
            case .matched: return nil
            case .recorded(let message), .failed(_, let message, _): return message
            }
        }
    }

    func verify(_ text: String, record: SnapshotRecordMode) -> Outcome {
        let shown = golden.path
        func write(_ reason: String) -> Outcome {
            do {
                try FileIO.writeAtomically(Data(text.utf8), to: golden)
                try? FileManager.default.removeItem(at: artifact)
                return .recorded("Recorded \(reason) timeline \(shown); check it and run the test again.")
            } catch {
                return .failed(nil, message: "Could not record timeline \(shown): \(error)", artifact: nil)
            }
        }
        var info = stat()
        let exists = lstat(golden.path, &info) == 0
        // A regular file only, read no further than the cap: a FIFO or device is refused at once.
        let read = Result { try FileIO.readRegularFile(golden, limit: Self.maximumBytes) }
        guard case .success(let data) = read else {
            if exists, case .failure(let error) = read {
                if record == .failed || record == .all { return write("a replacement for the unreadable") }
                return .failed(
                    nil, message: "Timeline golden \(shown) is unreadable (\(error)); run with CANOPY_RECORD=failed to replace it.",
                    artifact: nil)
            }
            if record == .never {
                return .failed(
                    nil, message: "No timeline golden at \(shown) (record mode never; run locally with CANOPY_RECORD=missing to record it).",
                    artifact: nil)
            }
            return write("new")
        }
        guard let old = String(data: data, encoding: .utf8) else {
            if record == .failed || record == .all { return write("a replacement for the non-UTF-8") }
            return .failed(nil, message: "Timeline golden \(shown) is not UTF-8 text; run with CANOPY_RECORD=failed to replace it.", artifact: nil)
        }
        guard let difference = BehaviorTimeline.firstDifference(golden: old, actual: text) else {
            try? FileManager.default.removeItem(at: artifact)
            return .matched
        }
        let where_ = difference.frame.map { "frame \($0)" } ?? "the heading"
        if record == .failed || record == .all { return write("an updated (it differed at \(where_))") }
        let written = (try? FileIO.writeAtomically(Data(text.utf8), to: artifact)) != nil ? artifact : nil
        var message = "Timeline \(shown) differs at \(where_):\n  golden: \(difference.expected)\n  now:    \(difference.actual)"
        if let written { message += "\n  new timeline: \(written.path)" }
        return .failed(difference, message: message, artifact: written)
    }
}
