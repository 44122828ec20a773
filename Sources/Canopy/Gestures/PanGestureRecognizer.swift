import Foundation

/// Recognizes dragging fingers: UIKit's `UIPanGestureRecognizer`, a continuous gesture.
///
/// Begins once the fingers' centroid has moved `hysteresis` points from where it went down,
/// changes with every move after, and ends when the last finger lifts. Translation and
/// velocity are measured from the centroid in window coordinates and converted to the view
/// asked about.
open class PanGestureRecognizer: GestureRecognizer {
    /// Fewest fingers that pan (default 1); more fingers than `maximumNumberOfTouches` fail it.
    public var minimumNumberOfTouches: Int = 1
    /// Most fingers that pan (default unlimited).
    public var maximumNumberOfTouches: Int = .max
    /// Distance in points the fingers move before the pan begins: ten points, the slop iOS
    /// applies before a drag counts as one, so a tap that wobbles is not a pan.
    public static let hysteresis: CGFloat = 10
    /// The span of recent samples, in seconds, over which velocity is measured: long enough
    /// to smooth one frame's jitter, short enough that a finger that stopped reads zero.
    static let velocitySampleSpan: TimeInterval = 0.1

    /// The centroid where the translation is zero, in window coordinates.
    private var origin: CGPoint?
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// The centroid of the fingers (the last ones when all lifted), in window coordinates.
    private var centroid: CGPoint { location(in: nil) }

    /// How far the fingers moved since the pan began (or since `setTranslation(_:in:)`), in
    /// `view`'s coordinate system; window coordinates for nil. Zero before any touch.
    public func translation(in view: ViewNode?) -> CGPoint {
        guard let origin else { return .zero }
        return Self.vector(from: origin, to: centroid, in: view)
    }

    /// Makes the current translation in `view` read `translation`; a non-finite value is
    /// refused (`geometry.nonFinite`).
    public func setTranslation(_ translation: CGPoint, in view: ViewNode?) {
        guard translation.isFinitePoint else {
            return Diagnostics.report(
                code: "geometry.nonFinite", "Refused setTranslation(\(translation)) on \(diagnosticName): values must be finite.")
        }
        let c = centroid
        guard let view, let window = view.window else {
            origin = CGPoint(x: c.x - translation.x, y: c.y - translation.y)
            return
        }
        let local = view.convert(c, from: window)
        origin = view.convert(CGPoint(x: local.x - translation.x, y: local.y - translation.y), to: window)
    }

    /// The fingers' speed in points per second in `view`'s coordinate system (window
    /// coordinates for nil), over the last tenth of a second of moves; zero before two samples.
    public func velocity(in view: ViewNode?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let recent = samples.filter { last.time - $0.time <= Self.velocitySampleSpan + 1e-9 }
        guard let first = recent.first, last.time > first.time else { return .zero }
        let d = Self.vector(from: first.point, to: last.point, in: view)
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: d.x / dt, y: d.y / dt)
    }

    /// The vector from `a` to `b` (window coordinates) in `view`'s coordinate system.
    private static func vector(from a: CGPoint, to b: CGPoint, in view: ViewNode?) -> CGPoint {
        guard let view, let window = view.window else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let pa = view.convert(a, from: window), pb = view.convert(b, from: window)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    private func addSample(_ time: TimeInterval) {
        samples.append((time, centroid))
        // Only the recent span is ever read; older samples go, so a long pan keeps a few.
        if let last = samples.last { samples.removeAll { last.time - $0.time > 2 * Self.velocitySampleSpan } }
    }

    /// Called by the framework: records where the fingers start; too many fail the pan.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > maximumNumberOfTouches {
            switch state {
            case .possible: state = .failed
            case .began, .changed: state = .ended
            default: break
            }
            return
        }
        if state == .possible { origin = centroid }
        addSample(event.timestamp)
    }

    /// Called by the framework: begins past the hysteresis, then reports each change.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        addSample(event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, pendingState == nil, let origin else { return }
            let c = centroid
            if hypot(c.x - origin.x, c.y - origin.y) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Called by the framework: the last finger lifting ends the pan (fails it if it never began).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        addSample(event.timestamp)
        switch state {
        case .possible:
            if numberOfTouches == 0 || numberOfTouches < minimumNumberOfTouches { state = .failed }
        case .began, .changed:
            if numberOfTouches == 0 || numberOfTouches < minimumNumberOfTouches { state = .ended }
        default:
            break
        }
    }

    /// Called by the framework: forgets the translation and the samples.
    open override func reset() {
        super.reset()
        origin = nil
        samples.removeAll()
    }
}
