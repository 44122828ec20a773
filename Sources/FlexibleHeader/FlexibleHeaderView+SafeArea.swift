import Canopy
import Foundation

extension FlexibleHeaderView {
    /// Re-reads the inferred inset from the source controller (§7.1 extract).
    func extractTopSafeArea() {
        var safeAreaTop: CGFloat?
        var additional: CGFloat = 0
        var own: CGFloat?
        if let source = storedTopSafeAreaSource, source.isViewLoaded, let view = source.viewIfLoaded {
            safeAreaTop = view.safeAreaInsets.top
            additional = source.additionalSafeAreaInsets.top
            own = ownInjectionProvider?(source)
        }
        let value = topSafeArea.extract(safeAreaTop: safeAreaTop, additionalTop: additional, ownInjection: own)
        if topSafeArea.store(extracted: value) {
            topSafeAreaDidChange()
        }
    }

    /// Safe-area change event (§7.1): re-extract in infer mode, else notify directly.
    func topSafeAreaInsetDidChange() {
        if topSafeArea.infersFromViewController {
            extractTopSafeArea()
        } else {
            topSafeAreaDidChange()
        }
    }

    /// The header's reaction to a top-safe-area change (§7.3, with fix W11).
    func topSafeAreaDidChange() {
        let t = topSafeAreaInset
        lastTopSafeAreaInset = t
        heights.recalculate(topSafeArea: t)
        withOwnGeometryWrite {
            topSafeAreaGuide.frame = CGRect(x: 0, y: 0, width: bounds.width, height: t)
        }
        injectInsets(into: storedTrackingScrollView)
        lastContentOffset = boundedContentOffset
        if storedShiftBehavior == .hideable && wantsToBeHidden && !isShiftAnimationRunning {
            shiftAccumulator = max(0, accumulatorMax)
            commitAccumulatorToFrame()
        } else if storedTrackingScrollView == nil {
            // W11: resize, then run the normal commit (shadow, phase, alphas, status bar, delegate).
            setOwnBoundsHeight(minWithSafeArea)
            commitAccumulatorToFrame()
        } else {
            updateLayout()
        }
    }

    /// Runs `body` marking safe-area callbacks it causes as side effects of the header's own
    /// geometry writes.
    func withOwnGeometryWrite(_ body: () -> Void) {
        ownGeometryWriteDepth += 1
        body()
        ownGeometryWriteDepth -= 1
    }

    /// Sets `bounds.height` directly (never through the frame setter, §1.2).
    func setOwnBoundsHeight(_ height: CGFloat) {
        guard height.isFinite, height >= 0 else { return }
        var b = bounds
        if b.size.height == height { return }
        b.size.height = height
        withOwnGeometryWrite { bounds = b }
    }
}
