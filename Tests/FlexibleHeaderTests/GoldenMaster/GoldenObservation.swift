import Canopy
import Foundation

@testable import FlexibleHeader

/// One observed output of a golden-master step: geometry compared within a tolerance, the rest
/// exactly.
enum GoldenValue: Equatable {
    case geometry(Double)
    case discrete(String)
    /// The delegate log: the order of status-bar and animation calls, and whether the frame
    /// change was reported. Where in that order the frame report falls is not compared: the
    /// header reports a changed frame once, when an event is complete.
    case delegateLog(String)

    /// Geometry is stored rounded to 1e-10 pt, well inside the 1e-9 pt comparison tolerance.
    var encoded: String {
        switch self {
        case .discrete(let s), .delegateLog(let s): return s
        case .geometry(let x):
            if x.isNaN { return "nan" }
            if x.isInfinite { return x > 0 ? "inf" : "-inf" }
            if x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
            var s = String(format: "%.10f", x)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            return s == "-0" ? "0" : s
        }
    }

    /// Whether a freshly observed value matches this recorded one.
    func matches(encoded recorded: String) -> Bool {
        switch self {
        case .discrete(let s): return s == recorded
        case .delegateLog(let s): return Self.normalizedLog(s) == Self.normalizedLog(recorded)
        case .geometry(let x):
            if encoded == recorded { return true }
            guard let r = Double(recorded) else { return false }
            return abs(x - r) <= 1e-9
        }
    }
}

extension GoldenValue {
    static func normalizedLog(_ log: String) -> (calls: [Substring], reportsFrame: Bool) {
        let entries = log.split(separator: ",")
        var calls: [Substring] = []
        for entry in entries where entry != "f" && calls.last != entry { calls.append(entry) }
        return (calls, entries.contains("f"))
    }
}

/// The outputs of a session after a step, in a fixed field order.
enum GoldenObservation {
    /// Field names, for readable failure messages; the fixture stores field indices.
    static let fieldNames: [String] = {
        var names = ["frame.x", "frame.y", "frame.width", "frame.height", "transform.ty", "tracked"]
        for i in 0..<3 { names += ["sv\(i).inset", "sv\(i).indicators", "sv\(i).offset"] }
        names += [
            "shadowIntensity", "shadowOpacity", "isHidden", "phase", "phaseValue", "phasePercentage",
            "isShiftedOffscreen", "prefersStatusBarHidden", "window.isStatusBarHidden", "statusBarOffset",
            "replica", "fadingAlpha", "root.topLayoutGuide", "root.additionalTop", "delegate", "diagnostics",
        ]
        return names
    }()

    private static func flag(_ b: Bool) -> GoldenValue { .discrete(b ? "1" : "0") }

    static func observe(_ s: GoldenSession, diagnostics: [Diagnostic]) -> [GoldenValue] {
        let h = s.header
        let f = h.frame
        var values: [GoldenValue] = [
            .geometry(f.origin.x), .geometry(f.origin.y), .geometry(f.width), .geometry(f.height),
            .geometry(h.transform.tY),
            .discrete(s.tracked.flatMap { sv in s.scrollViews.firstIndex { $0 === sv } }.map(String.init) ?? "-"),
        ]
        for sv in s.scrollViews {
            values += [.geometry(sv.contentInset.top), .geometry(sv.scrollIndicatorInsets.top), .geometry(sv.contentOffset.y)]
        }
        let replica = h.subviews.first { $0.accessibilityIdentifier == "FlexibleHeaderStatusBarReplica" }
        let replicaState: String = replica.map { $0.isHidden ? "h" : "v" } ?? "-"
        let windowHidden: String = s.window.map { $0.isStatusBarHidden ? "1" : "0" } ?? "-"
        let guideLength: CGFloat = s.root?.topLayoutGuide.length ?? -1
        let additionalTop: CGFloat = s.root?.additionalSafeAreaInsets.top ?? -1
        values.append(.geometry(h.shadowIntensity))
        values.append(.geometry(Double(h.shadowOpacity)))
        values.append(flag(h.isHidden))
        values.append(.discrete(String(h.scrollPhase.rawValue)))
        values.append(.geometry(h.scrollPhaseValue))
        values.append(.geometry(h.scrollPhasePercentage))
        values.append(flag(h.isShiftedOffscreen))
        values.append(flag(h.prefersStatusBarHidden))
        values.append(.discrete(windowHidden))
        values.append(.geometry(h.lastStatusBarOffset))
        values.append(.discrete(replicaState))
        values.append(.geometry(s.fadingView.alpha))
        values.append(.geometry(guideLength))
        values.append(.geometry(additionalTop))
        values.append(.delegateLog(s.controller.log.joined(separator: ",")))
        values.append(.discrete(diagnostics.map(\.code).joined(separator: ",")))
        return values
    }
}
