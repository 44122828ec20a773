import Canopy
import CanopyCairo
import Foundation

/// Asserts that the screen-reader view of `view` matches its two accessibility goldens:
/// the reading-order text and the outlined image (see ``AccessibilitySnapshotStrategy``).
///
/// The view is laid out and rendered at `scale`. Goldens live beside the test's other
/// snapshots; recording follows `record` (or `CANOPY_RECORD`; never when `CI` is set) and
/// fails the test once. A text mismatch lists the elements added, removed or changed, writes
/// the current text to `.canopy-failures/` and adds it to the report page; an image mismatch
/// reports as an image snapshot does.
public func assertSnapshot(
    of view: ViewNode, as strategy: AccessibilitySnapshotStrategy, scale: CGFloat = 1, named: String? = nil,
    record: SnapshotRecordMode? = nil, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    AccessibilitySnapshotAssertion.run(
        view, named: named, record: record, file: file, testName: testName, line: line,
        metadata: RenderEnvironment.metadata(scale: scale, device: nil)
    ) { try CairoRenderer().render(view, scale: scale) }
}

/// Asserts that the screen-reader view of `window`, rendered at its device scale with its
/// status bar, matches its accessibility goldens.
///
/// Golden location, recording and reporting as for the view overload.
public func assertSnapshot(
    of window: WindowNode, as strategy: AccessibilitySnapshotStrategy, named: String? = nil,
    record: SnapshotRecordMode? = nil, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    AccessibilitySnapshotAssertion.run(
        window, named: named, record: record, file: file, testName: testName, line: line,
        metadata: RenderEnvironment.metadata(scale: window.scale, device: window.device)
    ) { try CairoRenderer().render(window) }
}

/// Asserts that `controller`, hosted in a new window of `device`, has the screen-reader view
/// recorded in its accessibility goldens.
///
/// Golden location, recording and reporting as for the view overload.
public func assertSnapshot(
    of controller: ViewControllerNode, on device: DeviceProfile, as strategy: AccessibilitySnapshotStrategy,
    named: String? = nil, record: SnapshotRecordMode? = nil, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line
) {
    let window = WindowNode(device: device)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    assertSnapshot(of: window, as: strategy, named: named, record: record, file: file, testName: testName, line: line)
}

extension SnapshotLocation {
    /// The reading-order text golden of an accessibility snapshot whose image golden is here:
    /// `<stem>.txt`, so `<testName>[.<named>].accessibility.txt`.
    var accessibilityTextGolden: URL {
        golden.deletingLastPathComponent().appendingPathComponent("\(stem).txt")
    }
}

/// Locates, captures, verifies and reports an accessibility snapshot.
enum AccessibilitySnapshotAssertion {
    static func run(
        _ subject: ViewNode, named: String?, record: SnapshotRecordMode?, file: StaticString, testName: String, line: UInt,
        metadata: [String: String], render: () throws -> Bitmap
    ) {
        let filePath = "\(file)"
        let suffix = named.map { $0.isEmpty ? "accessibility" : "\($0).accessibility" } ?? "accessibility"
        guard let location = SnapshotLocation(filePath: filePath, testName: testName, named: suffix),
            let textLocation = SnapshotLocation(filePath: filePath, testName: testName, named: suffix + "-text")
        else {
            return SnapshotReporter.fail(
                "Cannot place the accessibility goldens for \(testName): no Package.swift above \(filePath).", file: file, line: line)
        }
        if let problem = ParameterizedTestNaming.problem(testName: testName, named: named, golden: location.golden) {
            return SnapshotReporter.fail(problem, file: file, line: line)
        }
        let mode: SnapshotRecordMode
        do {
            mode = try SnapshotRecordMode.checkedResolve(record, environment: ProcessInfo.processInfo.environment)
        } catch {
            return SnapshotReporter.fail("Snapshot \(location.golden.lastPathComponent) not checked: \(error)", file: file, line: line)
        }
        subject.layoutIfNeeded()
        let tree = AccessibilityTree(of: subject)
        let text = AccessibilityTreeText.text(of: tree)
        var outcomes = [
            verifyAccessibilityText(text, golden: location.accessibilityTextGolden, reportAs: textLocation, record: mode)
        ]
        do {
            let image = try AccessibilityOverlay.render(subject, over: try render())
            outcomes.append(verifySnapshot(image, at: location, record: mode, metadata: metadata))
        } catch {
            outcomes.append(.failed(message: "Accessibility image \(location.golden.lastPathComponent) could not be rendered: \(error)"))
        }
        for outcome in outcomes {
            guard let message = outcome.failureMessage else { continue }
            var attachments: [URL] = []
            if case .failed(_, let artifacts) = outcome { attachments = artifacts }
            SnapshotReporter.fail(message, attachments: attachments, file: file, line: line)
        }
    }

    /// Checks the reading-order text against its golden, recording per the mode as tree
    /// snapshots do; a mismatch lists the changed elements and is reported under `location`.
    static func verifyAccessibilityText(_ text: String, golden: URL, reportAs location: SnapshotLocation, record: SnapshotRecordMode)
        -> SnapshotOutcome
    {
        let shown = golden.path
        let rewrites = record == .failed || record == .all
        func write(_ reason: String) -> SnapshotOutcome {
            do {
                try FileIO.writeAtomically(Data(text.utf8), to: golden)
                SnapshotReport.forgetFailure(of: location)
                return .recorded(message: "Recorded \(reason) accessibility golden \(shown); check it and run the test again.")
            } catch {
                return .failed(message: "Could not record accessibility golden \(shown): \(error)")
            }
        }
        let stored: String
        do {
            var info = stat()
            guard lstat(golden.path, &info) == 0 else {
                if record == .never {
                    return .failed(message: "No accessibility golden at \(shown) (record mode never; run locally with CANOPY_RECORD=missing).")
                }
                return write("new")
            }
            let data = try FileIO.readRegularFile(golden, limit: TreeGoldenFile.maximumBytes)
            guard let decoded = String(data: data, encoding: .utf8) else { throw AccessibilityGoldenError.notText }
            stored = decoded
        } catch {
            if rewrites { return write("a replacement for the unreadable") }
            let message = "Accessibility golden \(shown) is unreadable: \(error). Run with CANOPY_RECORD=failed to replace it."
            return .failed(
                message: message
                    + SnapshotReport.recordTextFailure(of: location, golden: golden, kind: "accessibility", message: message, changes: []))
        }
        if stored == text {
            SnapshotReport.forgetFailure(of: location)
            return .matched
        }
        let changes = AccessibilityTreeText.differences(from: stored, to: text)
        if rewrites { return write("an updated (\(changes.count) element change\(changes.count == 1 ? "" : "s"))") }
        var lines = ["Accessibility snapshot does not match golden \(shown): \(changes.count) element change\(changes.count == 1 ? "" : "s")."]
        if changes.isEmpty { lines.append("  (the texts differ outside the element blocks)") }
        lines += changes.prefix(10).map { "  " + $0 }
        if changes.count > 10 { lines.append("  … and \(changes.count - 10) more") }
        var artifacts: [URL] = []
        // Named after the golden (`<stem>.actual.txt`), where accepting a failure looks for it.
        let actual = location.artifactsFolder.appendingPathComponent(golden.deletingPathExtension().lastPathComponent + ".actual.txt")
        do {
            try FileIO.writeAtomically(Data(text.utf8), to: actual)
            artifacts.append(actual)
            lines.append("  actual:    \(actual.path)")
        } catch {
            lines.append("  actual text not written: \(error)")
        }
        lines.append("  (accept the new reading order with CANOPY_RECORD=failed)")
        let message = lines.joined(separator: "\n")
        let reportLine = SnapshotReport.recordTextFailure(
            of: location, golden: golden, kind: "accessibility", message: message,
            changes: Array(changes.prefix(TreeGoldenFile.Structure.maximumListed)))
        return .failed(message: message + reportLine, artifacts: artifacts)
    }
}

/// Why an accessibility golden could not be read.
enum AccessibilityGoldenError: Error, CustomStringConvertible {
    case notText
    var description: String { "not UTF-8 text" }
}
