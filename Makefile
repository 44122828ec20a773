# Aliases only: the work lives in scripts/.
.PHONY: demo test bench
demo:
	bash scripts/demo.sh
test:
	bash scripts/test.sh
bench:
	bash scripts/bench.sh
