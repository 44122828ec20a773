import Canopy
import Foundation

@testable import FlexibleHeader

/// A header and its tracking scroll view as plain values, driven through the pure solver the
/// way the view drives it, so the solver's decisions can be checked without a node tree.
///
/// The scroll node is only the identity the injection table keys on; nothing reads it.
struct SolverWorld {
    /// Identity of the tracked scroll view.
    let node = ScrollNode()
    var state: HeaderState
    var settings = HeaderSettings()
    /// The tracked scroll view's offset y, its top content inset and what it adds itself.
    var offsetY: CGFloat
    var contentInsetTop: CGFloat = 0
    var adjustmentTop: CGFloat
    var contentHeight: CGFloat = 2_000
    var viewportHeight: CGFloat = 600
    var isTracking = true
    var statusBarIsHidden = false
    var statusBarHeight: CGFloat
    var deviceTopInset: CGFloat
    /// The header's bounds height and centre y.
    var boundsHeight: CGFloat
    var centerY: CGFloat
    /// Solves run so far, counted per step.
    private(set) var solves = 0

    /// A portrait phone: a 20-point status bar, the header at its defaults with `maximumHeight`.
    init(maximumHeight: CGFloat = 200, topInset: CGFloat = 20) {
        state = HeaderState(topSafeArea: topInset, statusBarHeight: topInset)
        _ = state.heights.setMaximumHeight(maximumHeight)
        adjustmentTop = topInset
        statusBarHeight = topInset
        deviceTopInset = topInset
        offsetY = -topInset
        boundsHeight = state.heights.minWithSafeArea(topInset)
        centerY = boundsHeight / 2
    }

    /// The inputs a solve reads now.
    var inputs: HeaderInputs {
        let scroll = HeaderInputs.Scroll(
            node: node, isTracked: true, contentOffset: CGPoint(x: 0, y: offsetY),
            contentInset: EdgeInsets(top: contentInsetTop, left: 0, bottom: 0, right: 0), adjustmentTop: adjustmentTop,
            indicatorTop: 0, contentHeight: contentHeight, boundsHeight: viewportHeight, isTracking: isTracking,
            isPaging: false, isWebContent: false, adjustmentIsNever: false, refreshHeight: 0, containsHeader: false)
        return HeaderInputs(
            scroll: scroll, deviceTopInset: deviceTopInset, statusBarHeight: statusBarHeight,
            statusBarIsHidden: statusBarIsHidden, isVoiceOverRunning: false, now: 0,
            bounds: CGRect(x: 0, y: 0, width: 375, height: boundsHeight), center: CGPoint(x: 187.5, y: centerY),
            bottomEdgeOffset: 0, settings: settings, replicaFrame: nil, windowWidth: 375, source: nil)
    }

    /// A solver over the current state and inputs.
    var solver: HeaderSolver { HeaderSolver(state: state, inputs: inputs) }

    /// Runs one solve step, keeps its state and applies its effects; returns the effects.
    @discardableResult
    mutating func step(_ body: (inout HeaderSolver) -> Void) -> HeaderEffects {
        var s = solver
        body(&s)
        s.writeBack()
        state = s.state
        solves += 1
        apply(s.effects)
        return s.effects
    }

    /// Applies effects in the view's order: inset, offset, then the header's frame.
    mutating func apply(_ e: HeaderEffects) {
        contentInsetTop += e.contentInsetTopDelta
        switch e.offsetWrite {
        case .set(let p): offsetY = p.y
        case .shift(let d):
            offsetY += d
            state.tracking.refreshLastOffset(CGPoint(x: 0, y: min(offsetY, contentHeight - viewportHeight)))
        case nil: break
        }
        if let h = e.boundsHeight { boundsHeight = h }
        if let y = e.centerY { centerY = y }
    }

    /// The layout pass as the view runs it: prepare, and when that wrote the scroll view, the
    /// status-bar check and the layout proper over fresh inputs.
    mutating func layoutPass() {
        var injection = HeaderSolver.Injection()
        let first = step { injection = $0.prepareLayout() }
        if first.writesScrollView || !first.statusBar.isEmpty {
            if injection.checksStatusBarAfterInset {
                step { s in
                    if s.checkStatusBarChange(compensates: true) { s.effects.offsetWrite = .shift(by: -injection.delta) }
                }
            }
            step { $0.layout() }
        } else {
            // The view lays out on the same solver here; a fresh one over unchanged inputs decides the same.
            step { $0.layout() }
        }
    }

    /// Attaches the scroll view: the first layout pass injects the header's height, then the
    /// content is put at its top, right under the expanded header.
    mutating func attach() {
        layoutPass()
        offsetY = -(contentInsetTop + adjustmentTop)
        layoutPass()
    }

    /// Scrolls to `y` and runs the scroll event's layout pass.
    mutating func scroll(to y: CGFloat) {
        offsetY = y
        layoutPass()
    }
}
